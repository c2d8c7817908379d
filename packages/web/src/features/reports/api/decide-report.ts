import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';

/** Approve or decline a report with warnings, with a comment (RECON-12, RECON-13). */
export function useDecideReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      action,
      paymentDocumentId,
      comments,
    }: {
      action: 'approve' | 'decline';
      paymentDocumentId: number;
      comments: string;
    }) =>
      unwrap(
        await api().POST(
          action === 'approve' ? '/module/payments/api/v1/reports/approve' : '/module/payments/api/v1/reports/decline',
          { body: { paymentDocumentId, comments } },
        ),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reports'] }),
  });
}
