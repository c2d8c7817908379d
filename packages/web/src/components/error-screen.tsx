import { useTranslation } from 'react-i18next';
import { reloadPage } from '@/lib/reload';
import { PlainButton } from './plain-button';
import { StatusScreen } from './status-screen';

/**
 * A page-level error view (SHELL-60..62): the HTTP status as the title, the server's message for
 * a 400, otherwise "Please, reload page". Screens that handle their own errors render it.
 */
export function ErrorScreen({ status, message }: { status: number | string; message?: string }) {
  const { t } = useTranslation();
  const text = status === 400 && message ? message : t('shell.errorScreen.reload');
  return (
    <StatusScreen
      tone="error"
      title={String(status)}
      testId="error-screen"
      extra={
        <PlainButton variant="primary" onClick={reloadPage}>
          {t('common.actions.reload')}
        </PlainButton>
      }
    >
      {text}
    </StatusScreen>
  );
}
