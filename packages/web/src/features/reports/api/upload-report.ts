import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportRowError } from '../types';

export type ReportUpload = {
  file: File;
  token: string;
  paymentProviderId: number;
  paymentDate: string;
  bankTransactionNumber: string;
  amount: number;
};

/** The gateway's answer about a file: rows it read and the errors it found (RECON-15). */
export type ReportCheck = { rows: number; errors: ReportRowError[] };

/** The gateway checks a file before upload (RECON-04): its row errors, nothing stored. */
export async function validateReport(file: File, token: string): Promise<ReportCheck> {
  const response = await fetch('/gateway/reports/validate', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': file.type || 'application/octet-stream' },
    body: file,
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as ReportCheck;
}

/** PUT of the file with a bearer token and metadata headers (RECON-07); a 400 lists the file's errors. */
export async function uploadReport(upload: ReportUpload) {
  const response = await fetch('/gateway/reports/reconciliation', {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${upload.token}`,
      'content-type': upload.file.type || 'application/octet-stream',
      'x-amz-meta-paymentproviderid': String(upload.paymentProviderId),
      'x-amz-meta-paymentdate': upload.paymentDate,
      'x-amz-meta-banktransactionnumber': encodeURIComponent(upload.bankTransactionNumber),
      'x-amz-meta-amount': String(upload.amount),
      'x-amz-meta-filename': encodeURIComponent(upload.file.name),
    },
    body: upload.file,
  });
  const body = (await response.json().catch(() => ({}))) as { message?: string; reportErrors?: ReportRowError[] };
  if (!response.ok)
    throw Object.assign(new Error(body.message ?? `HTTP ${response.status}`), {
      reportErrors: body.reportErrors ?? [],
    });
  return body;
}

export function useUploadReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reports'] }),
    meta: { errorMode: 'page' },
  });
}
