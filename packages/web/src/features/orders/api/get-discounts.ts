import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';

/** Discounts by offer id when the lead has an offer, otherwise by lead id (ONEW-21, ONEW-31). */
export async function getDiscounts(source: { offerId: string | null; leadId: number }, signal?: AbortSignal) {
  if (source.offerId) {
    return unwrap(
      await api().GET('/module/catalog/api/v1/discounts/by-offer/{offerId}', {
        params: { path: { offerId: source.offerId } },
        signal,
      }),
    );
  }
  return unwrap(
    await api().GET('/module/catalog/api/v1/discounts/by-lead/{leadId}', {
      params: { path: { leadId: source.leadId } },
      signal,
    }),
  );
}

export type DiscountOption = Awaited<ReturnType<typeof getDiscounts>>[number];

export const discountsQueryOptions = (source: { offerId: string | null; leadId: number }) =>
  queryOptions({
    queryKey: ['orders', 'discounts', source.offerId ?? null, source.offerId ? null : source.leadId],
    queryFn: ({ signal }) => getDiscounts(source, signal),
    staleTime: 5 * 60_000,
    meta: { errorMode: 'page' },
  });
