import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import type { PaymentDocument } from '../types';

/** An order's payment documents with their download links (ORDER-65, ORDER-66). */
export async function getOrderPaymentDocuments(orderId: number, signal?: AbortSignal): Promise<PaymentDocument[]> {
  return unwrap(
    await api().GET('/module/payments/api/v1/orders/{orderId}/documents', { params: { path: { orderId } }, signal }),
  );
}

export const orderPaymentDocumentsQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: ['payments', 'order-documents', orderId],
    queryFn: ({ signal }) => getOrderPaymentDocuments(orderId, signal),
    staleTime: 0,
    meta: { errorMode: 'silent' },
  });

export function useOrderPaymentDocuments(orderId: number) {
  return useQuery(orderPaymentDocumentsQueryOptions(orderId));
}

/** The order's status, read through the order call the order page makes (one request, shared by its key). */
export function useOrderStatus(orderId: number): number | undefined {
  return useQuery({
    queryKey: ['orders', 'order', orderId],
    queryFn: async ({ signal }) =>
      unwrap(await api().GET('/module/orders/api/v1/orders/{orderId}', { params: { path: { orderId } }, signal })),
    staleTime: 0,
    meta: { errorMode: 'page' },
  }).data?.status;
}
