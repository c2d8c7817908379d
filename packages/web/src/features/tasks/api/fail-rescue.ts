import { api, unwrap } from '@/lib/api/api';
import { type AttemptKey, keyHeaders, type PostBody } from './keyed';

const PATH = '/module/tasks/api/v1/tasks/fail-rescue';

/** Fail rescue with the cancel reason object (RECALL-11, RECALL-24). */
export async function failRescue(body: PostBody<typeof PATH>, key: AttemptKey) {
  return unwrap(await api().POST(PATH, { body, headers: keyHeaders(key) })).task;
}
