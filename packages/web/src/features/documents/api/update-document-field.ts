import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentField } from '@umbrella/contract';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '@/lib/api/api';
import { feedback } from '@/lib/feedback/feedback';

/** Saves one side-form field (DOC-21); a failure names the field. */
export function useUpdateDocumentField(documentId: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ field, value }: { field: DocumentField; value: string | number }) =>
      unwrap(
        await api().PUT('/module/documents/documents/{id}/{field}', {
          params: { path: { id: documentId, field } },
          body: { value },
        }),
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['documents', 'list'] }),
    onError: (_error, { field }) =>
      feedback.message.error(t('documents.messages.editFailed', { field: t(`documents.fields.${field}`) })),
    meta: { errorMode: 'silent' },
  });
}
