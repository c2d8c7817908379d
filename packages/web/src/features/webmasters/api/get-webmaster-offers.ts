import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';

/** getAllOffers: the offers of the user's regions with their default payout (WEBM-08). */
export async function getWebmasterOffers(signal?: AbortSignal) {
  return unwrap(await api().GET('/module/webmasters/api/v1/offers', { signal }));
}

export type WebmasterOffer = Awaited<ReturnType<typeof getWebmasterOffers>>[number];

export const webmasterOffersQueryOptions = () =>
  queryOptions({
    queryKey: ['webmasters', 'offers'],
    queryFn: ({ signal }) => getWebmasterOffers(signal),
    staleTime: 5 * 60_000,
  });

export function useWebmasterOffers() {
  return useQuery(webmasterOffersQueryOptions());
}
