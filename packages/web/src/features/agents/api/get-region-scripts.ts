import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';

/** The scripts of a region's products, the choices of each product's script in a group (GROUP-17). */
export function useRegionScripts(regionId: string | undefined) {
  return useQuery({
    queryKey: ['scripts', 'by-region', regionId],
    enabled: Boolean(regionId),
    queryFn: async ({ signal }) =>
      unwrap(
        await api().GET('/module/scripts/api/v1/scripts', {
          params: { query: { regionId: regionId as string, page: 0, size: 100 } },
          signal,
        }),
      ).content,
  });
}
