import { useLocation } from 'react-router';
import { EvaluateCallPage, QualityPage } from '@/features/quality';

/** /quality (the evaluation forms, decision 1806) and /quality/calls/{callId} (scoring a call, decision 1807). */
export default function QualityRoute() {
  return useLocation().pathname === '/quality' ? <QualityPage /> : <EvaluateCallPage />;
}
