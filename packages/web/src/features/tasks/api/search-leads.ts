import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import { withoutIdempotencyKey } from '@/lib/api/client';

/** search {phone} (LEAD-56): leads of the caller's regions whose phone ends with these digits. */
export async function searchLeads(phone: string) {
  return unwrap(
    await api().POST('/module/leads/leads/search', { body: { phone }, middleware: [withoutIdempotencyKey] }),
  );
}

export function useSearchLeads() {
  return useMutation({ mutationFn: searchLeads, meta: { errorMode: 'silent' } });
}
