import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { reloadPage } from '@/lib/reload';

/**
 * A page-level error view (SHELL-60..62): the HTTP status as the title, the server's message for
 * a 400, otherwise "Please, reload page". Screens that handle their own errors render it.
 */
export function ErrorScreen({ status, message }: { status: number | string; message?: string }) {
  const { t } = useTranslation();
  const subtitle = status === 400 && message ? message : t('shell.errorScreen.reload');
  return (
    <Result
      status="error"
      title={String(status)}
      subTitle={subtitle}
      extra={
        <Button type="primary" onClick={reloadPage}>
          {t('common.actions.reload')}
        </Button>
      }
    />
  );
}
