import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliveryReportMappingBody } from '@umbrella/contract';
import { api, unwrap } from '@/lib/api/api';

/** Saves a report's column mapping for its provider; the report is read again. */
export function useSaveMapping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: DeliveryReportMappingBody }) =>
      unwrap(await api().POST('/module/delivery/api/v1/reports/{id}/mapping', { params: { path: { id } }, body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['provider-reports', 'list'] }),
    // The form shows a refusal under its field (or as a message): no global error dialog on top.
    meta: { errorMode: 'page' },
  });
}
