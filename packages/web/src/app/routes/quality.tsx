import { QualityPage } from '@/features/quality';

/** /quality: the call-quality evaluation forms (decision 1806). */
export default function QualityRoute() {
  return <QualityPage />;
}
