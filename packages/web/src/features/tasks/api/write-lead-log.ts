import { api } from '@/lib/api/api';
import { withoutIdempotencyKey } from '@/lib/api/client';

/** writeLog {leadId, action} (LEAD-36, LEAD-64). Fire-and-forget: a lost log line must not stop the agent. */
export function writeLeadLog(leadId: number, action: string): void {
  api()
    .POST('/module/leads/api/v1/logs', { body: { leadId, action }, middleware: [withoutIdempotencyKey] })
    .catch(() => undefined);
}
