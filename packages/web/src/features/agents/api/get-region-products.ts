import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';

/** The products of a region, the options of a group's product selector (GROUP-17). */
export function useRegionProducts(regionId: string | undefined) {
  return useQuery({
    queryKey: ['catalog', 'products', regionId],
    enabled: Boolean(regionId),
    queryFn: async ({ signal }) =>
      unwrap(
        await api().GET('/module/catalog/api/v1/products/by-region/{regionId}', {
          params: { path: { regionId: regionId as string } },
          signal,
        }),
      ),
  });
}
