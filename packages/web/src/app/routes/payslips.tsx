import { useParams } from 'react-router';
import { PayslipPage } from '@/features/payslips/components/payslip-page';
import { PayslipsPage } from '@/features/payslips/components/payslips-page';

/** /payment-sheet and /payment-sheet/{sheetId}: one chunk for the list and the detail. */
export default function PayslipsRoute() {
  return useParams().sheetId ? <PayslipPage /> : <PayslipsPage />;
}
