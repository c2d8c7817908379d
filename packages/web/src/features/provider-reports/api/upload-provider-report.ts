import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DELIVERY_REPORT_UPLOAD_TIMEOUT_MS } from '@umbrella/contract';
import { api, unwrap } from '@/lib/api/api';
import { putFile } from '@/lib/upload/put-file';

export const SIGNED_URL_EMPTY = 'Signed Url is empty';

/**
 * The upload flow (DREP-21..27): an upload link for the provider and file name, the PUT of the
 * file to it, process-uploaded with the link info, then the list again. Progress goes 0 → 100.
 */
export async function uploadProviderReport(
  { providerId, file }: { providerId: number; file: File },
  onProgress: (percent: number) => void = () => undefined,
) {
  onProgress(0);
  const link = unwrap(
    await api().POST('/module/delivery/api/v1/reports/upload-link', {
      body: { providerId, originalFileName: file.name },
    }),
  );
  if (!link.uploadUrl) throw new Error(SIGNED_URL_EMPTY);
  onProgress(5);
  // The PUT to the signed link with a 90 s time-out (DREP-24, DREP-28).
  await putFile(
    link.uploadUrl,
    file,
    (percent) => onProgress(5 + Math.round(percent * 0.85)),
    {},
    {
      timeoutMs: DELIVERY_REPORT_UPLOAD_TIMEOUT_MS,
    },
  );
  onProgress(90);
  const report = unwrap(
    await api().POST('/module/delivery/api/v1/reports/process-uploaded', {
      body: { providerId: link.providerId, originalFileName: link.originalFileName, fileKey: link.fileKey },
    }),
  );
  onProgress(100);
  return report;
}

export function useUploadProviderReport(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { providerId: number; file: File }) => uploadProviderReport(input, onProgress),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['provider-reports', 'list'] }),
    meta: { errorMode: 'page' },
  });
}
