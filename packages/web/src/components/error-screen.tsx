import { useTranslation } from 'react-i18next';
import { reloadPage } from '@/lib/reload';
import { PlainButton } from './plain-button';
import { StatusScreen } from './status-screen';

/**
 * A page-level error view (SHELL-60..62): the HTTP status as the title, the server's message for
 * a 400, the screen's own words for a 404 when it has them ("Order not found": reloading would not
 * help, so no reload is offered), otherwise "Please, reload page". Screens that handle their own
 * errors render it.
 */
export function ErrorScreen({
  status,
  message,
  notFound,
}: {
  status: number | string;
  message?: string;
  notFound?: string;
}) {
  const { t } = useTranslation();
  const missing = status === 404 && notFound !== undefined;
  const text = missing ? notFound : status === 400 && message ? message : t('shell.errorScreen.reload');
  return (
    <StatusScreen
      tone="error"
      title={String(status)}
      testId="error-screen"
      extra={
        missing ? undefined : (
          <PlainButton variant="primary" onClick={reloadPage}>
            {t('common.actions.reload')}
          </PlainButton>
        )
      }
    >
      {text}
    </StatusScreen>
  );
}
