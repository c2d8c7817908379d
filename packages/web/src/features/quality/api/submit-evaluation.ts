import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import type { paths } from '@/lib/api/schema';
import { callReviewQueryOptions } from './get-call-review';

export type EvaluationBody =
  paths['/module/quality/api/v1/evaluations']['post']['requestBody']['content']['application/json'];
export type EvaluationComment = EvaluationBody['comments'][number];

/** Submits the caller's evaluation of a call; the server scores it. */
export function useSubmitEvaluation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: EvaluationBody) =>
      unwrap(await api().POST('/module/quality/api/v1/evaluations', { body })),
    onSuccess: (evaluation) =>
      queryClient.invalidateQueries({ queryKey: callReviewQueryOptions(evaluation.call.id).queryKey }),
  });
}
