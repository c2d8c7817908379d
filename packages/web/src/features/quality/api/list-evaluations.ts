import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import type { paths } from '@/lib/api/schema';

export type EvaluationsQuery = NonNullable<paths['/module/quality/api/v1/evaluations']['get']['parameters']['query']>;

/** A page of the evaluator's own evaluations, in one status when asked (`disputed`: its queue; decision 1808). */
export async function listEvaluations(query: EvaluationsQuery, signal?: AbortSignal) {
  return unwrap(await api().GET('/module/quality/api/v1/evaluations', { params: { query }, signal }));
}

export const evaluationsQueryOptions = (query: EvaluationsQuery) =>
  queryOptions({
    queryKey: ['quality', 'evaluations', query],
    queryFn: ({ signal }) => listEvaluations(query, signal),
    placeholderData: keepPreviousData,
  });

export function useEvaluations(query: EvaluationsQuery) {
  return useQuery(evaluationsQueryOptions(query));
}
