import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import type { PaymentPage } from '../types';

/** While a receipt is being checked, the page asks again this often to show finance's decision. */
export const CHECKING_REFRESH_MS = 30_000;

/** The payment page of a link's token (decision 1791); a 404 or 410 is the page's to show. */
export async function getPaymentPage(token: string, signal?: AbortSignal): Promise<PaymentPage> {
  return unwrap(await api().GET('/module/pay/api/v1/links/{token}', { params: { path: { token } }, signal }));
}

export const paymentPageQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['pay', token],
    queryFn: ({ signal }) => getPaymentPage(token, signal),
    meta: { errorMode: 'page' },
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.receipt.status === 'checking' ? CHECKING_REFRESH_MS : false),
  });

export function usePaymentPage(token: string) {
  return useQuery(paymentPageQueryOptions(token));
}
