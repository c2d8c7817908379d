import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';

/** The delivery providers of a region: how the products can reach the customer (TASK-14 "delivery info"). */
export async function getDeliveryProviders(regionId: string, signal?: AbortSignal) {
  return unwrap(await api().GET('/module/delivery/api/v1/providers', { params: { query: { regionId } }, signal }));
}

export const deliveryProvidersQueryOptions = (regionId: string) =>
  queryOptions({
    queryKey: ['delivery', 'providers', regionId],
    queryFn: ({ signal }) => getDeliveryProviders(regionId, signal),
    staleTime: 10 * 60_000,
    meta: { errorMode: 'page' },
  });

export function useDeliveryProviders(regionId: string) {
  return useQuery(deliveryProvidersQueryOptions(regionId));
}
