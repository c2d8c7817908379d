import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';

/**
 * The active products of a region with their prices in minor units: the lead view's products
 * card (TASK-14) and the order modal (ONEW-13) read the same cache entry.
 */
export async function getRegionProducts(regionId: string, signal?: AbortSignal) {
  return unwrap(
    await api().GET('/module/catalog/api/v1/products/by-region/{regionId}', { params: { path: { regionId } }, signal }),
  );
}

export type RegionProduct = Awaited<ReturnType<typeof getRegionProducts>>[number];

export const regionProductsQueryOptions = (regionId: string) =>
  queryOptions({
    queryKey: ['catalog', 'products', regionId],
    queryFn: ({ signal }) => getRegionProducts(regionId, signal),
    staleTime: 5 * 60_000,
    // Each screen says it in place: the lead page's error view, the order modal's lasting notice (ONEW-26).
    meta: { errorMode: 'page' },
  });

export function useRegionProducts(regionId: string) {
  return useQuery(regionProductsQueryOptions(regionId));
}
