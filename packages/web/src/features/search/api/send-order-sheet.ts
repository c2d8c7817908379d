import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import type { OrderSearchBody } from '../types';

/** Create the order sheet {email, command}: the search's orders, by e-mail (SEARCH-28). */
export async function sendOrderSheet(body: { email: string; command: OrderSearchBody }) {
  return unwrap(await api().POST('/module/orders/api/v1/orders/sheet', { body }));
}

export function useSendOrderSheet() {
  // The dialog says "Server error" with the server's message itself (SEARCH-27).
  return useMutation({ mutationFn: sendOrderSheet, meta: { errorMode: 'silent' } });
}
