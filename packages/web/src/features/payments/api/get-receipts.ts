import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import type { PaymentDocumentPage, ReceiptsFilters } from '../types';

export const RECEIPTS_PAGE_SIZE = 20;

/** A page of receipts (PAY-29): content and totalSize. */
export async function getReceipts(filters: ReceiptsFilters, page: number, signal?: AbortSignal) {
  const query = { ...filters, page, size: RECEIPTS_PAGE_SIZE };
  return unwrap(
    await api().GET('/module/payments/api/v1/receipts', { params: { query }, signal }),
  ) as PaymentDocumentPage;
}

export const receiptsQueryOptions = (filters: ReceiptsFilters, page: number) =>
  queryOptions({
    queryKey: ['payments', 'receipts', filters, page],
    // Not before the screen knows its region (use-opening-region): no first read of the wrong one.
    enabled: filters.regionId !== undefined,
    queryFn: ({ signal }) => getReceipts(filters, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useReceipts(filters: ReceiptsFilters, page: number) {
  return useQuery(receiptsQueryOptions(filters, page));
}
