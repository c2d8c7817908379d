import { api } from '@/lib/api/api';
import { attachmentName, saveFile } from '@/lib/download/save-file';

/** Excel exports (PAYSLIP-38..40): the payslip, or its agent transactions. */
export async function downloadPayslip(payslipId: number, what: 'payslip' | 'transactions') {
  const path =
    what === 'payslip'
      ? '/module/payslips/api/v1/payslips/{payslipId}/excel'
      : '/module/payslips/api/v1/payslips/{payslipId}/transactions/excel';
  const result = await api().GET(path, { params: { path: { payslipId } }, parseAs: 'blob' });
  saveFile(result.data as Blob, attachmentName(result.response, `${what}_${payslipId}.xlsx`));
}
