import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';

/** POST couriers/trigger with an empty body: the number of orders transferred to DTK (SEARCH-33, DREP-45). */
export async function transferToDtk(): Promise<number> {
  return unwrap(await api().POST('/module/delivery/api/v1/couriers/trigger'));
}

export function useTransferToDtk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferToDtk,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['orders', 'search'] }),
    meta: { errorMode: 'page' },
  });
}
