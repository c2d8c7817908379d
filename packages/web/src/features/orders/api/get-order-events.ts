import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';

/** The order's events, newest first (ORDER-51/52): status, who did it, when, the action. */
export async function getOrderEvents(orderId: number, signal?: AbortSignal) {
  return unwrap(
    await api().GET('/module/orders/api/v1/orders/{orderId}/events', { params: { path: { orderId } }, signal }),
  );
}

export const orderEventsQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: ['orders', 'order', orderId, 'events'],
    queryFn: ({ signal }) => getOrderEvents(orderId, signal),
    staleTime: 0,
    // A part of the page: its refusal (403) leaves the rest of the page as it is (ORDER-08).
    meta: { errorMode: 'silent' },
  });
