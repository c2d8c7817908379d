import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '@/hooks/use-current-user';
import { api, unwrap } from '@/lib/api/api';

/** All regions of the catalogue (AUTH-26). */
export async function getRegions(signal?: AbortSignal) {
  return unwrap(await api().GET('/module/catalog/api/v1/regions', { signal }));
}

export type RegionItem = Awaited<ReturnType<typeof getRegions>>[number];

export const regionsQueryOptions = () =>
  queryOptions({
    queryKey: ['catalog', 'regions'],
    queryFn: ({ signal }) => getRegions(signal),
    staleTime: 60 * 60_000,
  });

/** Only the regions whose ids the user holds (AUTH-21, ADMIN-29). */
export function useUserRegions() {
  const user = useCurrentUser();
  const regionIds = user?.regionIds ?? [];
  return useQuery({
    ...regionsQueryOptions(),
    enabled: user !== undefined,
    select: (regions) => regions.filter((region) => regionIds.includes(region.id)),
  });
}
