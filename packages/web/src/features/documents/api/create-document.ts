import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';

export type NewDocument = {
  type: 'order_investigation' | 'quality check' | 'delivery_complain';
  assigned: number;
  reportTo: number;
  additionalInfo?: string;
  /** The order's id (DOC-17). */
  linkedObject: number;
};

/** POST /documents (DOC-29); the form shows a refusal itself (DOC-18). */
export function useCreateDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: NewDocument) => unwrap(await api().POST('/module/documents/documents', { body })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['documents', 'list'] }),
    meta: { errorMode: 'silent' },
  });
}
