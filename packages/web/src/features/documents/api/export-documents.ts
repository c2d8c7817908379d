import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/api';
import { saveFile } from '@/lib/download/save-file';

/** The selected documents as the CSV "documents" (DOC-12), saved by the browser. */
export async function exportDocuments(ids: number[]) {
  const { data } = await api().GET('/module/documents/documents/export', {
    params: { query: { ids } },
    parseAs: 'blob',
  });
  saveFile(data as Blob, 'documents.csv');
}

/** A refusal (DOC-13) is shown by the page in place. */
export function useExportDocuments() {
  return useMutation({ mutationFn: exportDocuments, meta: { errorMode: 'silent' } });
}
