import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import type { OrderDto } from '../types';

/** An order as edit mode (ONEW-122) and the order page read it. */
export async function getOrder(orderId: number, signal?: AbortSignal): Promise<OrderDto> {
  return unwrap(await api().GET('/module/orders/api/v1/orders/{orderId}', { params: { path: { orderId } }, signal }));
}

export const orderQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: ['orders', 'order', orderId],
    queryFn: ({ signal }) => getOrder(orderId, signal),
    staleTime: 0,
    meta: { errorMode: 'page' },
  });
