import { PaymentsPage } from '@/features/payments/components/payments-page';

/** /payments: receipts and their review (PAY-01..24). */
export default function PaymentsRoute() {
  return <PaymentsPage />;
}
