import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';

/** A region's delivery providers (deliveryProviders({regionId}), DREP-02): the search's provider filter, schedules, holidays and provider reports. */
export async function getProviders(regionId: string, signal?: AbortSignal) {
  return unwrap(await api().GET('/module/delivery/api/v1/providers', { params: { query: { regionId } }, signal }));
}

export function useProviders(regionId: string | undefined) {
  return useQuery({
    ...queryOptions({
      queryKey: ['delivery', 'providers', regionId],
      queryFn: ({ signal }) => getProviders(regionId ?? '', signal),
      staleTime: 300_000,
    }),
    enabled: !!regionId,
  });
}
