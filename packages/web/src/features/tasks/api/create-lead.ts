import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import { type AttemptKey, keyHeaders, type PostBody } from './keyed';

const PATH = '/module/leads/leads/new-lead';

export type NewLeadBody = PostBody<typeof PATH>;

/** new-lead {region, name, phone, offerId, productId} (LEAD-38, LEAD-60), assigned to the caller. */
export async function createLead(body: NewLeadBody, key: AttemptKey) {
  return unwrap(await api().POST(PATH, { body, headers: keyHeaders(key) }));
}

export function useCreateLead() {
  return useMutation({
    mutationFn: ({ body, key }: { body: NewLeadBody; key: AttemptKey }) => createLead(body, key),
    // Field errors are shown in the form; errors in adding a lead are still reported (ERR-17).
    meta: { errorMode: 'silent' },
  });
}
