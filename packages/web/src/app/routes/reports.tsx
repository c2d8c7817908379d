import { ReportsPage } from '@/features/reports/components/reports-page';

/** /delivery-reports and /delivery-report: reconciliation reports and their upload (RECON-01..18). */
export default function ReportsRoute() {
  return <ReportsPage />;
}
