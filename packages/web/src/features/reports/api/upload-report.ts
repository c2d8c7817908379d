import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/errors/app-errors';
import { sendFileToGateway } from '@/lib/upload/put-file';
import type { ReportRowError } from '../types';

export type ReportUpload = {
  file: File;
  paymentProviderId: number;
  paymentDate: string;
  bankTransactionNumber: string;
  amount: number;
  /** Percent of the file sent so far. */
  onProgress?: (percent: number) => void;
};

/** The gateway's answer about a file: rows it read and the errors it found (RECON-15). */
export type ReportCheck = { rows: number; errors: ReportRowError[] };

/** The gateway checks a file before upload (RECON-04): its row errors, nothing stored. */
export async function validateReport(file: File): Promise<ReportCheck> {
  return (await sendFileToGateway('POST', '/gateway/reports/validate', file)) as ReportCheck;
}

/**
 * PUT of the file with a bearer token and metadata headers (RECON-07), with upload progress for
 * large files; a 400 lists the file's errors.
 */
export async function uploadReport({ onProgress, ...upload }: ReportUpload) {
  try {
    const headers = {
      'x-amz-meta-paymentproviderid': String(upload.paymentProviderId),
      'x-amz-meta-paymentdate': upload.paymentDate,
      'x-amz-meta-banktransactionnumber': encodeURIComponent(upload.bankTransactionNumber),
      'x-amz-meta-amount': String(upload.amount),
      'x-amz-meta-filename': encodeURIComponent(upload.file.name),
    };
    return await sendFileToGateway('PUT', '/gateway/reports/reconciliation', upload.file, { headers, onProgress });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const { reportErrors } = error.body as { reportErrors?: ReportRowError[] };
    throw Object.assign(new Error(error.message), { reportErrors: reportErrors ?? [] });
  }
}

export function useUploadReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reports'] }),
    meta: { errorMode: 'page' },
  });
}
