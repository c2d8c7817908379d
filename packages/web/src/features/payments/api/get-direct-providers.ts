import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import type { PaymentProvider } from '../types';

/** Direct payment providers (PAY-30): the filter's and the preview's payment methods. */
export async function getDirectProviders(signal?: AbortSignal): Promise<PaymentProvider[]> {
  return unwrap(await api().GET('/module/payments/api/v1/payment-providers/direct', { signal }));
}

export const directProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'providers', 'direct'],
    queryFn: ({ signal }) => getDirectProviders(signal),
    staleTime: 5 * 60_000,
  });

export function useDirectProviders() {
  return useQuery(directProvidersQueryOptions());
}
