import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';

/** One of the user's own evaluations, with its answers, comments and call (decision 1808). */
export async function getMyEvaluation(id: number, signal?: AbortSignal) {
  return unwrap(await api().GET('/module/quality/api/v1/my-evaluations/{id}', { params: { path: { id } }, signal }));
}

export const myEvaluationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['quality', 'my-evaluation', id],
    queryFn: ({ signal }) => getMyEvaluation(id, signal),
  });

export function useMyEvaluation(id: number | undefined) {
  return useQuery({ ...myEvaluationQueryOptions(id ?? 0), enabled: id !== undefined });
}
