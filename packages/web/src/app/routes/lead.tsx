import { useParams } from 'react-router';
import { LeadPage } from '@/features/leads/components/lead-page';

/** /lead/:leadId: the lead page (SHELL-16, ADMIN-12). */
export default function LeadRoute() {
  const { leadId } = useParams();
  return <LeadPage leadId={Number(leadId)} />;
}
