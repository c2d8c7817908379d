import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';

/** Applies a report's matched rows and queues the rest as discrepancies (decision 1331). */
export function useApplyAndQueue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      unwrap(await api().POST('/module/delivery/api/v1/reports/{id}/apply-and-queue', { params: { path: { id } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['provider-reports'] }),
    meta: { errorMode: 'page' },
  });
}
