import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import type { OrderDto } from '../types';
import { orderQueryOptions } from './get-order';

/**
 * PUT the order's new phone (ONEW-113..115); the back-office checks the format again and records
 * the change. A PUT is idempotent, so the client sends it without an Idempotency-Key.
 */
export async function changeOrderPhone(orderId: number, phone: string): Promise<OrderDto> {
  return unwrap(
    await api().PUT('/module/orders/api/v1/orders/{orderId}/phone', {
      params: { path: { orderId } },
      body: { phone },
    }),
  );
}

export function useChangeOrderPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, phone }: { orderId: number; phone: string }) => changeOrderPhone(orderId, phone),
    // The answer is the changed order: whoever shows it sees the new phone without a refetch.
    onSuccess: (order) => queryClient.setQueryData(orderQueryOptions(order.id).queryKey, order),
    // The dialog shows a refusal itself (under the field, or "Server error"): see phone-change-modal.
    meta: { errorMode: 'silent' },
  });
}
