import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DELIVERY_REPORT_UPLOAD_TIMEOUT_MS, type ReportRowError } from '@umbrella/contract';
import { ApiError } from '@/lib/errors/app-errors';
import { sendFileToGateway } from '@/lib/upload/put-file';
import type { ProviderReport } from '../types';

/** What the gateway found in a file (decision 1832): rows read, every error, and the header cells when it needs a mapping. */
export type ProviderReportCheck = {
  rows: number;
  errors: ReportRowError[];
  /** Every error is an unmatched row: the report may be kept to queue them (decision 1331). */
  queueable: boolean;
  headers?: string[];
};

/** The gateway reads the file and has its rows matched before upload (DREP-31..34): every error, nothing stored. */
export async function validateProviderReport(file: File, providerId: number) {
  const url = `/gateway/reports/courier/validate?providerId=${providerId}`;
  const headers = { 'content-type': 'application/octet-stream' };
  return (await sendFileToGateway('POST', url, file, { headers })) as ProviderReportCheck;
}

export type ProviderReportUpload = {
  providerId: number;
  file: File;
  /** Keep a report whose only errors are unmatched rows, to queue them. */
  keepUnmatched?: boolean;
};

/**
 * The upload (DREP-21..28): the file is PUT to the gateway with a 90 s client time-out, which takes
 * the spec's steps (upload link, PUT to it, process-uploaded) once the file has no errors; a 400
 * lists the file's errors. The report comes back validated.
 */
export async function uploadProviderReport(
  { providerId, file, keepUnmatched }: ProviderReportUpload,
  onProgress: (percent: number) => void = () => undefined,
): Promise<ProviderReport> {
  try {
    const headers = {
      'content-type': 'application/octet-stream',
      'idempotency-key': crypto.randomUUID(),
      'x-amz-meta-providerid': String(providerId),
      'x-amz-meta-filename': encodeURIComponent(file.name),
      ...(keepUnmatched ? { 'x-keep-unmatched': 'true' } : {}),
    };
    const options = { headers, onProgress, timeoutMs: DELIVERY_REPORT_UPLOAD_TIMEOUT_MS };
    return (await sendFileToGateway('PUT', '/gateway/reports/courier', file, options)) as ProviderReport;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const { reportErrors } = error.body as { reportErrors?: ReportRowError[] };
    throw Object.assign(new Error(error.message), { reportErrors: reportErrors ?? [] });
  }
}

export function useUploadProviderReport(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProviderReportUpload) => uploadProviderReport(input, onProgress),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['provider-reports', 'list'] }),
    meta: { errorMode: 'page' },
  });
}
