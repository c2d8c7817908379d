import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendPaymentLinkBody } from '@umbrella/contract';
import { api, unwrap } from '@/lib/api/api';
import { orderQueryOptions } from './get-order';

/** Send link (ORDER-61, ORDER-64): an SMS with the payment link; a POST, so it carries an Idempotency-Key. */
export async function sendPaymentLink(body: SendPaymentLinkBody) {
  return unwrap(await api().POST('/module/orders/api/v1/orders/payment-link', { body }));
}

export function useSendPaymentLink(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendPaymentLink,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: orderQueryOptions(orderId).queryKey }),
    meta: { errorMode: 'silent' },
  });
}
