import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';

/** Provinces of the region's country, or the districts of one province: the map's selector (ONEW-66). */
export async function getAreas(regionId: string, parent: string | null, signal?: AbortSignal) {
  return unwrap(
    await api().GET('/module/delivery/api/v1/addresses/areas', {
      params: { query: parent ? { regionId, parent } : { regionId } },
      signal,
    }),
  );
}

export type Area = Awaited<ReturnType<typeof getAreas>>[number];

export const areasQueryOptions = (regionId: string, parent: string | null) =>
  queryOptions({
    queryKey: ['orders', 'areas', regionId, parent],
    queryFn: ({ signal }) => getAreas(regionId, parent, signal),
    staleTime: 30 * 60_000,
  });
