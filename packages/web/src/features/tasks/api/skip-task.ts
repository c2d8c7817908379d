import { api, unwrap } from '@/lib/api/api';
import { type AttemptKey, keyHeaders, type PostBody } from './keyed';

const PATH = '/module/tasks/api/v1/tasks/skip';

/** Skip with a required comment (RECALL-06, RECALL-07, RECALL-22). */
export async function skipTask(body: PostBody<typeof PATH>, key: AttemptKey) {
  return unwrap(await api().POST(PATH, { body, headers: keyHeaders(key) })).task;
}
