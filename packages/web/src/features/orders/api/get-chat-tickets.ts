import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import { ApiError } from '@/lib/errors/app-errors';

/** Chat tickets about the order (ORDER-49); a 404 is an empty list (ORDER-50). */
export async function getChatTickets(shortCode: string, signal?: AbortSignal) {
  try {
    return unwrap(
      await api().GET('/module/orders/api/v1/chat-tickets/{shortCode}', { params: { path: { shortCode } }, signal }),
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

export const chatTicketsQueryOptions = (shortCode: string) =>
  queryOptions({
    queryKey: ['orders', 'chat-tickets', shortCode],
    queryFn: ({ signal }) => getChatTickets(shortCode, signal),
    staleTime: 0,
    meta: { errorMode: 'silent' },
  });
