import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditOrderBody } from '@umbrella/contract';
import { api, unwrap } from '@/lib/api/api';
import { orderQueryOptions } from './get-order';

/** The edit form's update (ORDER-27..38): PATCH the order with the form's fields; the answer is the saved order. */
export async function editOrder(orderId: number, body: EditOrderBody) {
  return unwrap(await api().PATCH('/module/orders/api/v1/orders/{orderId}', { params: { path: { orderId } }, body }));
}

export function useEditOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: number; body: EditOrderBody }) => editOrder(orderId, body),
    onSuccess: (saved) => {
      // The order and its events (the new UPDATE) are read again under the order's key.
      void queryClient.invalidateQueries({ queryKey: orderQueryOptions(saved.order.id).queryKey });
    },
    // The form shows a refusal itself: next to the field, or "Server error".
    meta: { errorMode: 'silent' },
  });
}
