import { api, unwrap } from '@/lib/api/api';
import { type AttemptKey, keyHeaders, type PostBody } from './keyed';

const PATH = '/module/leads/leads/change-status';

export type ChangeLeadStatusBody = PostBody<typeof PATH>;

/** change-status {leadId, status, callAt, comment, callDuration, dialDuration} (LEAD-34, LEAD-59). */
export async function changeLeadStatus(body: ChangeLeadStatusBody, key: AttemptKey) {
  return unwrap(await api().POST(PATH, { body, headers: keyHeaders(key) }));
}
