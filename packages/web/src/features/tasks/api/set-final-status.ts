import { api, unwrap } from '@/lib/api/api';
import { type AttemptKey, keyHeaders, type PostBody } from './keyed';

const PATH = '/module/tasks/api/v1/tasks/set-final-status';

/** Final status of the task's order, closing the task (CALLBACK-02/03/06; cancel order, wrong number). */
export async function setFinalStatus(body: PostBody<typeof PATH>, key: AttemptKey) {
  return unwrap(await api().POST(PATH, { body, headers: keyHeaders(key) })).task;
}
