import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';

export type GuaranteePair = { offerId: string; webmasterId: number };

/** queryGuaranteeValues({offerId, webmasterId}): a pair's guarantee history (WEBM-34). */
export async function getGuaranteeValues(pair: GuaranteePair, signal?: AbortSignal) {
  return unwrap(await api().GET('/module/webmasters/api/v1/guarantees', { params: { query: pair }, signal }));
}

export type GuaranteeValue = Awaited<ReturnType<typeof getGuaranteeValues>>[number];

export const guaranteeValuesQueryOptions = (pair: GuaranteePair) =>
  queryOptions({
    queryKey: ['webmasters', 'guarantees', pair],
    queryFn: ({ signal }) => getGuaranteeValues(pair, signal),
  });

export function useGuaranteeValues(pair: GuaranteePair) {
  return useQuery(guaranteeValuesQueryOptions(pair));
}
