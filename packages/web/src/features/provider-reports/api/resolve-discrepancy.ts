import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResolveDiscrepancyBody } from '@umbrella/contract';
import { api, unwrap } from '@/lib/api/api';

/** Resolves one discrepancy: its status onto the right order, or ignored; with a comment. */
export function useResolveDiscrepancy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: ResolveDiscrepancyBody }) =>
      unwrap(
        await api().POST('/module/delivery/api/v1/discrepancies/{id}/resolve', { params: { path: { id } }, body }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['provider-reports', 'discrepancies'] }),
    // The form shows a refusal under its field (or as a message): no global error dialog on top.
    meta: { errorMode: 'page' },
  });
}
