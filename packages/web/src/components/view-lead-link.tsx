import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermissions } from '@/hooks/use-current-user';
import { hasPermission } from '@/lib/authorization';

/**
 * The 'View lead' link every screen that shows a lead id uses (ADMIN-18): to /lead/{leadId},
 * and only for users with lead:details:read (ADMIN-19); others see nothing.
 */
export function ViewLeadLink({ leadId }: { leadId: number }) {
  const { t } = useTranslation();
  if (!hasPermission(usePermissions(), 'lead:details:read')) return null;
  return (
    <Link to={`/lead/${leadId}`} data-testid="view-lead">
      {t('leads.viewLead', { id: leadId })}
    </Link>
  );
}
