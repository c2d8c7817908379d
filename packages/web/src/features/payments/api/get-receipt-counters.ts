import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import type { ReceiptCounters, ReceiptsFilters } from '../types';

type CounterFilters = Pick<ReceiptsFilters, 'regionId' | 'orderShortCode' | 'paymentProviderId'>;

/** Counters over every status (PAY-07, PAY-32). */
export async function getReceiptCounters(filters: CounterFilters, signal?: AbortSignal): Promise<ReceiptCounters> {
  const query = { ...filters, documentStatus: 'ALL' as const };
  return unwrap(await api().GET('/module/payments/api/v1/receipts/counters', { params: { query }, signal }));
}

export const receiptCountersQueryOptions = (filters: CounterFilters) =>
  queryOptions({
    queryKey: ['payments', 'receipts', 'counters', filters],
    enabled: filters.regionId !== undefined,
    queryFn: ({ signal }) => getReceiptCounters(filters, signal),
    staleTime: 0,
  });

export function useReceiptCounters(filters: CounterFilters) {
  return useQuery(receiptCountersQueryOptions(filters));
}
