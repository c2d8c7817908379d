import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CancelOrderBody, REVERT_COMMENT } from '@umbrella/contract';
import { api, unwrap } from '@/lib/api/api';

/** Cancel with a reason and/or comment (ORDER-22..25). */
export async function cancelOrder(orderId: number, body: CancelOrderBody) {
  return unwrap(
    await api().POST('/module/orders/api/v1/orders/{orderId}/cancel', { params: { path: { orderId } }, body }),
  );
}

/** Verify by ids (ORDER-18, ORDER-25). */
export async function verifyOrder(orderId: number) {
  return unwrap(await api().POST('/module/orders/api/v1/orders/verify', { body: { ids: [orderId] } }));
}

/** Revert, always with "No comment, reverted from UI" (ORDER-26). */
export async function revertOrder(orderId: number) {
  return unwrap(
    await api().POST('/module/orders/api/v1/orders/{orderId}/revert', {
      params: { path: { orderId } },
      body: { comment: REVERT_COMMENT },
    }),
  );
}

export type StatusChangeRequest =
  | { action: 'cancel'; orderId: number; body: CancelOrderBody }
  | { action: 'verify'; orderId: number }
  | { action: 'revert'; orderId: number };

const send = (request: StatusChangeRequest) =>
  request.action === 'cancel'
    ? cancelOrder(request.orderId, request.body)
    : request.action === 'verify'
      ? verifyOrder(request.orderId)
      : revertOrder(request.orderId);

/** The order page's status changes; the order, its events and its lead's events are read again after. */
export function useChangeOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: (_data, _error, request) =>
      queryClient.invalidateQueries({ queryKey: ['orders', 'order', request.orderId] }),
    // The dialogs show a refusal themselves ("Server error" with the message).
    meta: { errorMode: 'silent' },
  });
}
