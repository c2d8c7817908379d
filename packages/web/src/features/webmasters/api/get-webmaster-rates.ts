import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import type { paths } from '@/lib/api/schema';

const RATES = '/module/webmasters/api/v1/special-rates';
export type WebmasterRatesQuery = NonNullable<paths[typeof RATES]['get']['parameters']['query']>;

/** queryWebmastersSpecialRates(webmasterName, offerId, productName, partner, pageable) (WEBM-07). */
export async function getWebmasterRates(query: WebmasterRatesQuery, signal?: AbortSignal) {
  return unwrap(await api().GET(RATES, { params: { query }, signal }));
}

export type WebmasterRate = Awaited<ReturnType<typeof getWebmasterRates>>['content'][number];

export const webmasterRatesQueryOptions = (query: WebmasterRatesQuery) =>
  queryOptions({
    queryKey: ['webmasters', 'rates', query],
    queryFn: ({ signal }) => getWebmasterRates(query, signal),
    placeholderData: keepPreviousData,
  });

export function useWebmasterRates(query: WebmasterRatesQuery) {
  return useQuery(webmasterRatesQueryOptions(query));
}
