import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import type { PaymentProvider } from '../types';

/**
 * Direct payment providers (PAY-30): the filter's and the preview's payment methods. A bank serves
 * its country, so they are asked for the region at hand (the back-office refuses another
 * region's bank when a receipt is confirmed).
 */
export async function getDirectProviders(
  regionId: string | undefined,
  signal?: AbortSignal,
): Promise<PaymentProvider[]> {
  return unwrap(
    await api().GET('/module/payments/api/v1/payment-providers/direct', {
      params: { query: regionId ? { regionId } : {} },
      signal,
    }),
  );
}

export const directProvidersQueryOptions = (regionId: string | undefined) =>
  queryOptions({
    queryKey: ['payments', 'providers', 'direct', regionId ?? null],
    queryFn: ({ signal }) => getDirectProviders(regionId, signal),
    staleTime: 5 * 60_000,
  });

export function useDirectProviders(regionId: string | undefined) {
  return useQuery(directProvidersQueryOptions(regionId));
}
