import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import { postFileForm, putFile } from '@/lib/upload/put-file';
import { paymentPageQueryOptions } from './get-payment-page';

/**
 * The customer's receipt: an upload link for the page's token, then the file to it with progress
 * (a PUT to the back-office's signed route, or an S3 form followed by "uploaded").
 */
export async function sendReceipt(token: string, file: File, onProgress: (percent: number) => void) {
  const path = { token };
  const link = unwrap(await api().POST('/module/pay/api/v1/links/{token}/upload-link', { params: { path } }));
  if (link.method === 'PUT') {
    await putFile(link.url, file, onProgress, link.headers);
    return;
  }
  await postFileForm(link.url, link.fields ?? {}, file, onProgress);
  unwrap(
    await api().POST('/module/pay/api/v1/links/{token}/uploaded', {
      params: { path },
      body: { uploadId: link.uploadId ?? '' },
    }),
  );
}

export function useSendReceipt(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (percent: number) => void }) =>
      sendReceipt(token, file, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentPageQueryOptions(token).queryKey }),
    meta: { errorMode: 'page' },
  });
}
