import { api, unwrap } from '@/lib/api/api';
import { withoutIdempotencyKey } from '@/lib/api/client';

/** Heartbeat (SESSION-05, SESS-07): a ping creates nothing, so it carries no Idempotency-Key. */
export async function pingSession(sessionId: string): Promise<void> {
  unwrap(
    await api().POST('/module/sessions/api/v1/ping', { body: { sessionId }, middleware: [withoutIdempotencyKey] }),
  );
}
