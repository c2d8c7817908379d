import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import { postFileForm, putFile } from '@/lib/upload/put-file';

/**
 * A receipt upload (PAY-27): the upload link for the order, then the file to it. A PUT link (the
 * local store) takes the file with its content type and the metadata headers the link names; a
 * POST link (an S3 store, decision 1161) takes the signed form straight to the bucket, and the
 * back-office is then told, which checks the file and records the receipt. The link is signed:
 * no bearer token.
 */
export async function uploadReceipt({ orderId, file, whodid }: { orderId: number; file: File; whodid: string }) {
  const link = unwrap(await api().POST('/module/payments/api/v1/receipts/upload-link', { body: { orderId, whodid } }));
  if (link.method === 'PUT') {
    await putFile(link.url, file, undefined, link.headers);
    return;
  }
  await postFileForm(link.url, link.fields ?? {}, file);
  unwrap(await api().POST('/module/payments/api/v1/receipts/uploaded', { body: { uploadId: link.uploadId ?? '' } }));
}

export function useUploadReceipt(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadReceipt,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['payments', 'order-documents', orderId] }),
    meta: { errorMode: 'page' },
  });
}
