import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DELIVERY_REPORT_UPLOAD_TIMEOUT_MS } from '@umbrella/contract';
import { api, unwrap } from '@/lib/api/api';

export const SIGNED_URL_EMPTY = 'Signed Url is empty';

/** PUT of the file to the signed link, reporting its progress (0–1); a 90 s time-out (DREP-24, DREP-28). */
async function putFile(url: string, file: File, onProgress: (share: number) => void): Promise<void> {
  const bytes = await file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.timeout = DELIVERY_REPORT_UPLOAD_TIMEOUT_MS;
    request.setRequestHeader('content-type', file.type || 'application/octet-stream');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) return resolve();
      let message = `HTTP ${request.status}`;
      try {
        const body = JSON.parse(request.responseText) as { message?: string; errors?: Record<string, string> };
        message = Object.values(body.errors ?? {})[0] ?? body.message ?? message;
      } catch {
        // not JSON: keep the status
      }
      reject(new Error(message));
    };
    request.onerror = () => reject(new Error('The file could not be sent'));
    request.ontimeout = () => reject(new Error('The upload took too long'));
    request.send(bytes);
  });
}

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
  await putFile(link.uploadUrl, file, (share) => onProgress(5 + Math.round(share * 85)));
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
