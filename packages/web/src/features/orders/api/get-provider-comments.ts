import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PROVIDER_COMMENTS_PAGE_SIZE } from '@umbrella/contract';
import { api, unwrap } from '@/lib/api/api';

/** The delivery providers' comment history, one page (from 0, 20 rows), newest first (ORDER-54..56). */
export async function getProviderComments(orderId: number, page: number, signal?: AbortSignal) {
  return unwrap(
    await api().GET('/module/orders/api/v1/orders/{orderId}/provider-comments', {
      params: {
        path: { orderId },
        query: { page, size: PROVIDER_COMMENTS_PAGE_SIZE, property: 'dateTime', direction: 'DESC', ignoreCase: false },
      },
      signal,
    }),
  );
}

export const providerCommentsQueryOptions = (orderId: number, page: number) =>
  queryOptions({
    queryKey: ['orders', 'order', orderId, 'provider-comments', page],
    queryFn: ({ signal }) => getProviderComments(orderId, page, signal),
    placeholderData: keepPreviousData,
    // A part of the page: a refusal leaves the rest showing (ORDER-08).
    meta: { errorMode: 'silent' },
  });
