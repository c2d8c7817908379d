import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';

/** Products by region (ONEW-13): the region's active products with their prices in minor units. */
export async function getRegionProducts(regionId: string, signal?: AbortSignal) {
  return unwrap(
    await api().GET('/module/catalog/api/v1/products/by-region/{regionId}', { params: { path: { regionId } }, signal }),
  );
}

export type OrderProductOption = Awaited<ReturnType<typeof getRegionProducts>>[number];

export const orderProductsQueryOptions = (regionId: string) =>
  queryOptions({
    queryKey: ['orders', 'products', regionId],
    queryFn: ({ signal }) => getRegionProducts(regionId, signal),
    staleTime: 5 * 60_000,
    // The products step shows its own lasting notification (ONEW-26).
    meta: { errorMode: 'page' },
  });
