import { api, unwrap } from '@/lib/api/api';
import { type AttemptKey, keyHeaders, type PostBody } from './keyed';

const PATH = '/module/tasks/api/v1/tasks/update-reason';

/** Refine the cancel reason; the task stays (RECALL-08..10, RECALL-23). */
export async function updateTaskReason(body: PostBody<typeof PATH>, key: AttemptKey) {
  return unwrap(await api().POST(PATH, { body, headers: keyHeaders(key) })).task;
}
