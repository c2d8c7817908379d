import { api, unwrap } from '@/lib/api/api';
import { withoutIdempotencyKey } from '@/lib/api/client';

/**
 * Fetch next (TASK-08, TASK-30): the held task, else the next due one, claimed atomically; null
 * while there is none. It creates nothing a retry could duplicate (the held task comes back), so
 * it carries no Idempotency-Key and a replay never answers with a stale task.
 */
export async function fetchNextTask(signal?: AbortSignal) {
  return unwrap(await api().POST('/module/tasks/api/v1/tasks/next', { signal, middleware: [withoutIdempotencyKey] }))
    .task;
}
