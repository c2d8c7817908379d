import { useMutation, useQueryClient } from '@tanstack/react-query';
import { REFUSE_REFRESH_MS } from '@umbrella/contract';
import { api, unwrap } from '@/lib/api/api';

/** Refused (lead ids): the leads' orders in transit become Refused (SEARCH-23, SEARCH-37). */
export async function refuseOrders(leadIds: number[]) {
  return unwrap(await api().POST('/module/orders/api/v1/orders/refused', { body: { leadIds } }));
}

/** The list is read again 100 ms after a refuse (SEARCH-22). */
export function useRefuseOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refuseOrders,
    onSuccess: () => {
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: ['orders', 'search'] }), REFUSE_REFRESH_MS);
    },
    meta: { errorMode: 'silent' },
  });
}
