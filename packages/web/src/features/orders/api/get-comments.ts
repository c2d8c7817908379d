import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';

/** The order's comments, newest first (ORDER-47, ORDER-48). */
export async function getComments(orderId: number, signal?: AbortSignal) {
  return unwrap(
    await api().GET('/module/orders/api/v1/orders/{orderId}/comments', { params: { path: { orderId } }, signal }),
  );
}

export const commentsQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: ['orders', 'order', orderId, 'comments'],
    queryFn: ({ signal }) => getComments(orderId, signal),
    staleTime: 0,
    meta: { errorMode: 'silent' },
  });
