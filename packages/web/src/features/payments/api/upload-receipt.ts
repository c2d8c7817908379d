import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import { putFile } from '@/lib/upload/put-file';

/**
 * A receipt upload (PAY-27): the upload link for the order, then a PUT of the file to it with its
 * content type and the metadata headers the link names (the app's one signed-URL PUT, put-file).
 * The link is signed: no bearer token.
 */
export async function uploadReceipt({ orderId, file, whodid }: { orderId: number; file: File; whodid: string }) {
  const link = unwrap(await api().POST('/module/payments/api/v1/receipts/upload-link', { body: { orderId, whodid } }));
  await putFile(link.url, file, undefined, link.headers);
}

export function useUploadReceipt(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadReceipt,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['payments', 'order-documents', orderId] }),
    meta: { errorMode: 'page' },
  });
}
