import { api, unwrap } from '@/lib/api/api';

export type ReportFile = 'report' | 'errors';

/** A signed link to a report's original file or its errors file (RECON-17, RECON-18). */
export async function getReportDownloadLink(paymentDocumentId: number, file: ReportFile) {
  const params = { path: { paymentDocumentId } };
  return unwrap(
    file === 'report'
      ? await api().GET('/module/payments/api/v1/reports/{paymentDocumentId}/download-link', { params })
      : await api().GET('/module/payments/api/v1/reports/{paymentDocumentId}/errors/download-link', { params }),
  );
}
