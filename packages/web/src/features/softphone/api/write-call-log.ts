import { api, unwrap } from '@/lib/api/api';
import type { CallLogAction } from '../sip/types';

/**
 * writeLog {leadId, action} (PHONE-39): the call-log events of a lead's call. A log line that
 * cannot be written must not disturb the call, so failures are swallowed.
 */
export async function writeCallLog(leadId: number, action: CallLogAction): Promise<void> {
  try {
    unwrap(await api().POST('/module/leads/api/v1/logs', { body: { leadId, action } }));
  } catch {
    // Best effort: the call goes on.
  }
}
