import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import type { OrderSearchBody, OrderSearchPage } from '../types';

/** One page of the order search (SEARCH-20): rows and the count, capped at 10 000. */
export async function searchOrders(body: OrderSearchBody, signal?: AbortSignal): Promise<OrderSearchPage> {
  return unwrap(await api().POST('/module/orders/api/v1/orders/search', { body, signal }));
}

export const orderSearchQueryOptions = (body: OrderSearchBody) =>
  queryOptions({
    queryKey: ['orders', 'search', body],
    queryFn: ({ signal }) => searchOrders(body, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useOrderSearch(body: OrderSearchBody) {
  return useQuery(orderSearchQueryOptions(body));
}
