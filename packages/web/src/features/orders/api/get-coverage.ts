import { queryOptions } from '@tanstack/react-query';
import type { CoverageCollection } from '@umbrella/contract';
import { api, unwrap } from '@/lib/api/api';

/** Coverage polygons of DTK, Rappi and TCC in a region as GeoJSON (ONEW-72). */
export async function getCoverage(regionId: string, signal?: AbortSignal): Promise<CoverageCollection> {
  return unwrap(await api().GET('/module/delivery/api/v1/coverage', { params: { query: { regionId } }, signal }));
}

export const coverageQueryOptions = (regionId: string) =>
  queryOptions({
    queryKey: ['orders', 'coverage', regionId],
    queryFn: ({ signal }) => getCoverage(regionId, signal),
    staleTime: 30 * 60_000,
    // A map without its overlays still works: the console is enough (ONEW-74).
    meta: { errorMode: 'silent' },
  });
