import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';

/** A document's comments; reading them resets my unread count, so the lists are read again (DOC-30). */
export function useDocumentComments(documentId: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['documents', 'comments', documentId],
    queryFn: async ({ signal }) => {
      const comments = unwrap(
        await api().GET('/module/documents/comments/document/{id}', { params: { path: { id: documentId } }, signal }),
      );
      void queryClient.invalidateQueries({ queryKey: ['documents', 'list'] });
      return comments;
    },
  });
}

export function useAddComment(documentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) =>
      unwrap(await api().POST('/module/documents/comments', { body: { documentId, text } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['documents', 'comments', documentId] }),
  });
}
