import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import { orderQueryOptions } from './get-order';

/** The Bluex tracking number change {newNumber, oldNumber} (ORDER-60); a PUT, so no Idempotency-Key. */
export async function changeTrackingNumber(orderId: number, body: { newNumber: string; oldNumber: string }) {
  return unwrap(
    await api().PUT('/module/orders/api/v1/orders/{orderId}/tracking-number', {
      params: { path: { orderId } },
      body,
    }),
  );
}

export function useChangeTrackingNumber(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { newNumber: string; oldNumber: string }) => changeTrackingNumber(orderId, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: orderQueryOptions(orderId).queryKey }),
    meta: { errorMode: 'silent' },
  });
}
