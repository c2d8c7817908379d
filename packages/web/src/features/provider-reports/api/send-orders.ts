import { useMutation } from '@tanstack/react-query';
import type { ReportProviderKey } from '@umbrella/contract';
import { api, unwrap } from '@/lib/api/api';

/** sendOrdersToOlva / Bluex / Servientrega, with no payload (DREP-39). */
export async function sendOrders(provider: ReportProviderKey) {
  const client = api();
  switch (provider) {
    case 'olva':
      return unwrap(await client.POST('/module/delivery/api/v1/send-orders/olva'));
    case 'bluex':
      return unwrap(await client.POST('/module/delivery/api/v1/send-orders/bluex'));
    case 'servientrega':
      return unwrap(await client.POST('/module/delivery/api/v1/send-orders/servientrega'));
  }
}

export function useSendOrders() {
  return useMutation({ mutationFn: sendOrders, meta: { errorMode: 'page' } });
}
