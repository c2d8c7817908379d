import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import { commentsQueryOptions } from './get-comments';

export type CommentChange =
  | { kind: 'add'; orderId: number; text: string }
  | { kind: 'update'; orderId: number; commentId: number; text: string }
  | { kind: 'delete'; orderId: number; commentId: number };

/** Add (keyed), update or delete an order comment (ORDER-48). */
async function changeComment(change: CommentChange) {
  if (change.kind === 'add') {
    return unwrap(
      await api().POST('/module/orders/api/v1/orders/{orderId}/comments', {
        params: { path: { orderId: change.orderId } },
        body: { commentText: change.text },
      }),
    );
  }
  const path = { commentId: change.commentId };
  if (change.kind === 'update') {
    return unwrap(
      await api().PUT('/module/orders/api/v1/comments/{commentId}', {
        params: { path },
        body: { newCommentText: change.text },
      }),
    );
  }
  // A refusal is thrown by the client's error middleware; a 204 has no body.
  await api().DELETE('/module/orders/api/v1/comments/{commentId}', { params: { path } });
  return null;
}

export function useChangeComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeComment,
    onSettled: (_data, _error, change) =>
      queryClient.invalidateQueries({ queryKey: commentsQueryOptions(change.orderId).queryKey }),
    meta: { errorMode: 'silent' },
  });
}
