import { useMutation } from '@tanstack/react-query';
import type { SaveDeliveryReportMappingBody } from '@umbrella/contract';
import { api, unwrap } from '@/lib/api/api';

/** Saves a file's column mapping for its provider (decision 1332); the dialog then reads the file again. */
export function useSaveMapping() {
  return useMutation({
    mutationFn: async (body: SaveDeliveryReportMappingBody) =>
      unwrap(await api().POST('/module/delivery/api/v1/reports/mappings', { body })),
    // The form shows a refusal under its field (or as a message): no global error dialog on top.
    meta: { errorMode: 'page' },
  });
}
