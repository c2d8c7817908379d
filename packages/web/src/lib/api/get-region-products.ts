import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';

/**
 * The active products of a region with their prices in minor units: the lead view's products
 * card (TASK-14), the order modal (ONEW-13), the scripts screens and a group's products
 * (GROUP-17) read the same cache entry.
 */
export async function getRegionProducts(regionId: string, signal?: AbortSignal) {
  return unwrap(
    await api().GET('/module/catalog/api/v1/products/by-region/{regionId}', { params: { path: { regionId } }, signal }),
  );
}

export type RegionProduct = Awaited<ReturnType<typeof getRegionProducts>>[number];

/** Asked only once a region is known: screens whose region filter starts empty ask nothing until then. */
export const regionProductsQueryOptions = (regionId: string | undefined) =>
  queryOptions({
    queryKey: ['catalog', 'products', regionId],
    enabled: Boolean(regionId),
    queryFn: ({ signal }) => getRegionProducts(regionId as string, signal),
    staleTime: 5 * 60_000,
    // Each screen says it in place: the lead page's error view, the order modal's lasting notice (ONEW-26).
    meta: { errorMode: 'page' },
  });

export function useRegionProducts(regionId: string | undefined) {
  return useQuery(regionProductsQueryOptions(regionId));
}
