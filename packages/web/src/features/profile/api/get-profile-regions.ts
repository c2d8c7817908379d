import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';

/** getRegions by ids (PROFILE-15): the names of a profile's regions the user shares. */
export async function getRegionsByIds(ids: string[], signal?: AbortSignal) {
  return unwrap(await api().GET('/module/profile/api/v1/regions', { params: { query: { ids } }, signal }));
}

export const profileRegionsQueryOptions = (ids: string[]) =>
  queryOptions({
    queryKey: ['profile', 'regions', ids],
    queryFn: ({ signal }) => getRegionsByIds(ids, signal),
    staleTime: 60 * 60_000,
  });

export function useProfileRegions(ids: string[]) {
  return useQuery({ ...profileRegionsQueryOptions(ids), enabled: ids.length > 0 });
}
