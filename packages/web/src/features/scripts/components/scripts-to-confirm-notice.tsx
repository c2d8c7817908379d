import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePushedEvent } from '@/lib/events/events-context';
import { getScriptsToConfirm } from '../api/scripts-to-confirm';

/**
 * On /tasks: how many published scripts the agent has not confirmed, with the way to the
 * confirmation screen — those products' leads wait until then (decision 1201). A published
 * script pushed by the gateway is counted at once.
 */
export function ScriptsToConfirmNotice() {
  const { t } = useTranslation();
  const pending = useQuery({
    queryKey: ['scripts', 'to-confirm', 'notice'],
    queryFn: ({ signal }) => getScriptsToConfirm(signal),
    meta: { errorMode: 'silent' },
  });
  usePushedEvent('script.published', () => void pending.refetch());
  const count = pending.data?.length ?? 0;
  if (!count) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="scripts-to-confirm-notice"
      title={t('scripts.notice.pending', { count })}
      action={<Link to="/scripts-to-confirm">{t('scripts.notice.open')}</Link>}
      style={{ marginBottom: 12 }}
    />
  );
}
