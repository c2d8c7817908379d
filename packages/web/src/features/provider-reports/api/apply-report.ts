import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';

/** applyReport(id) (DREP-15): the report's orders become Delivered or Refused; the list is read again. */
export function useApplyReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      unwrap(await api().POST('/module/delivery/api/v1/reports/{id}/apply', { params: { path: { id } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['provider-reports', 'list'] }),
    meta: { errorMode: 'page' },
  });
}
