import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import { putFile } from '@/lib/upload/put-file';
import type { DocumentDto } from '../types';

const key = (documentId: number) => ['documents', 'attachments', documentId];

/** A document's attachments, each with a short-lived download link (DOC-31). */
export function useDocumentAttachments(documentId: number) {
  return useQuery({
    queryKey: key(documentId),
    queryFn: async ({ signal }) =>
      unwrap(
        await api().GET('/module/documents/attachments/document/{id}', {
          params: { path: { id: documentId } },
          signal,
        }),
      ),
    // The links expire after 5 minutes: read them again before.
    staleTime: 60_000,
  });
}

/** The three steps of DOC-25: an upload URL for the region, the bytes PUT with progress, then register. */
export async function uploadAttachment(document: DocumentDto, file: File, onProgress: (percent: number) => void) {
  const mediaType = file.type || 'application/octet-stream';
  const link = unwrap(
    await api().POST('/module/documents/attachments/request-url', {
      body: { regionId: document.regionId, contentType: mediaType },
    }),
  );
  await putFile(link.url, file, onProgress);
  return unwrap(
    await api().POST('/module/documents/attachments', {
      body: { documentId: document.id, path: link.path, mediaType, name: file.name },
    }),
  );
}

/** Errors go to the generic error reporter (DOC-26): the default, global error mode. */
export function useUploadAttachment(document: DocumentDto) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (percent: number) => void }) =>
      uploadAttachment(document, file, onProgress),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key(document.id) }),
  });
}

export function useDeleteAttachment(documentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      unwrap(await api().DELETE('/module/documents/attachments/{id}', { params: { path: { id } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key(documentId) }),
  });
}
