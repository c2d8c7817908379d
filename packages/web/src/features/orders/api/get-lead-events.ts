import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';

/** The events of the order's lead (ORDER-53): its tasks' work and its action log. */
export async function getLeadEvents(orderId: number, signal?: AbortSignal) {
  return unwrap(
    await api().GET('/module/orders/api/v1/orders/{orderId}/lead-events', { params: { path: { orderId } }, signal }),
  );
}

export const leadEventsQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: ['orders', 'order', orderId, 'lead-events'],
    queryFn: ({ signal }) => getLeadEvents(orderId, signal),
    staleTime: 0,
    // A part of the page: its refusal (403) leaves the rest of the page as it is (ORDER-08).
    meta: { errorMode: 'silent' },
  });
