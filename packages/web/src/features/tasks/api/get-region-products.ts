import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';

/** The active products of a region with their prices (TASK-14 "products"). */
export async function getRegionProducts(regionId: string, signal?: AbortSignal) {
  return unwrap(
    await api().GET('/module/catalog/api/v1/products/by-region/{regionId}', { params: { path: { regionId } }, signal }),
  );
}

export const regionProductsQueryOptions = (regionId: string) =>
  queryOptions({
    queryKey: ['catalog', 'products', regionId],
    queryFn: ({ signal }) => getRegionProducts(regionId, signal),
    staleTime: 10 * 60_000,
    meta: { errorMode: 'page' },
  });

export function useRegionProducts(regionId: string) {
  return useQuery(regionProductsQueryOptions(regionId));
}
