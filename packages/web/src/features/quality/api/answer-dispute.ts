import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import type { paths } from '@/lib/api/schema';
import { callReviewQueryOptions } from './get-call-review';

export type DisputeAnswerBody =
  paths['/module/quality/api/v1/evaluations/{id}/dispute-answer']['post']['requestBody']['content']['application/json'];

/** The evaluator answers the agent's dispute, keeping or revising its scoring (decision 1808). */
export function useAnswerDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: DisputeAnswerBody }) =>
      unwrap(
        await api().POST('/module/quality/api/v1/evaluations/{id}/dispute-answer', {
          params: { path: { id } },
          body,
        }),
      ),
    onSuccess: (evaluation) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: callReviewQueryOptions(evaluation.call.id).queryKey }),
        queryClient.invalidateQueries({ queryKey: ['quality', 'evaluations'] }),
      ]),
  });
}
