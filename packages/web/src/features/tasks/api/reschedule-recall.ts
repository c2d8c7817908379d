import { api, unwrap } from '@/lib/api/api';
import { type AttemptKey, keyHeaders, type PostBody } from './keyed';

const PATH = '/module/tasks/api/v1/tasks/reschedule-recall';

/** Reschedule a RECALL task: new schedule time and comment (TASK-21, TASK-32, RECALL-05, RECALL-21). */
export async function rescheduleRecall(body: PostBody<typeof PATH>, key: AttemptKey) {
  return unwrap(await api().POST(PATH, { body, headers: keyHeaders(key) })).task;
}
