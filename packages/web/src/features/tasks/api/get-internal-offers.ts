import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';

/** Internal offers of a region for the add-lead form (LEAD-43, LEAD-44, LEAD-62). */
export async function getInternalOffers(regionId: string, signal?: AbortSignal) {
  return unwrap(await api().GET('/module/leads/api/v1/offers', { params: { query: { regionId } }, signal }));
}

export const internalOffersQueryOptions = (regionId: string) =>
  queryOptions({
    queryKey: ['leads', 'offers', regionId],
    queryFn: ({ signal }) => getInternalOffers(regionId, signal),
    staleTime: 10 * 60_000,
  });

export function useInternalOffers(regionId: string | undefined) {
  return useQuery({ ...internalOffersQueryOptions(regionId ?? ''), enabled: !!regionId });
}
