import { api, unwrap } from '@/lib/api/api';
import { type AttemptKey, keyHeaders, type PostBody } from './keyed';

const PATH = '/module/tasks/api/v1/tasks/reschedule';

/** Reschedule by task id and newTime as ISO UTC only (TASK-22, TASK-31, CALLBACK-05). */
export async function rescheduleTask(body: PostBody<typeof PATH>, key: AttemptKey) {
  return unwrap(await api().POST(PATH, { body, headers: keyHeaders(key) })).task;
}
