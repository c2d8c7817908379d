import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';

export type AgentAnswer = { id: number; kind: 'acknowledge' | 'dispute'; comment: string };

/** The agent acknowledges or disputes its evaluation, once (decision 1808). */
export async function answerMyEvaluation({ id, kind, comment }: AgentAnswer) {
  const path = { params: { path: { id } } };
  return kind === 'dispute'
    ? unwrap(await api().POST('/module/quality/api/v1/my-evaluations/{id}/dispute', { ...path, body: { comment } }))
    : unwrap(
        await api().POST('/module/quality/api/v1/my-evaluations/{id}/acknowledge', {
          ...path,
          body: comment.trim() ? { comment } : {},
        }),
      );
}

export function useAnswerMyEvaluation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerMyEvaluation,
    onSuccess: (evaluation) => {
      queryClient.setQueryData(['quality', 'my-evaluation', evaluation.id], evaluation);
      return queryClient.invalidateQueries({ queryKey: ['quality', 'my-evaluations'] });
    },
  });
}
