import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';

/** A document's recorded changes, newest first (DOC-27). */
export function useDocumentHistory(documentId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['documents', 'history', documentId],
    queryFn: async ({ signal }) =>
      unwrap(
        await api().GET('/module/documents/documents/{id}/history', { params: { path: { id: documentId } }, signal }),
      ),
    enabled,
  });
}
