import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';

export type PageQuery = { page: number; size: number };

/** A page of the user's own evaluations as the agent evaluated, newest first (decision 1808). */
export async function listMyEvaluations(query: PageQuery, signal?: AbortSignal) {
  return unwrap(await api().GET('/module/quality/api/v1/my-evaluations', { params: { query }, signal }));
}

export type EvaluationSummary = Awaited<ReturnType<typeof listMyEvaluations>>['content'][number];

export const myEvaluationsQueryOptions = (query: PageQuery) =>
  queryOptions({
    queryKey: ['quality', 'my-evaluations', query],
    queryFn: ({ signal }) => listMyEvaluations(query, signal),
    placeholderData: keepPreviousData,
  });

export function useMyEvaluations(query: PageQuery) {
  return useQuery(myEvaluationsQueryOptions(query));
}
