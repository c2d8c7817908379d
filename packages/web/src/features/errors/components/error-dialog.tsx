import { DownloadOutlined } from '@ant-design/icons';
import { Button, Modal, Space, Typography } from 'antd';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { AntdRoot } from '@/components/antd-root';
import { useSession } from '@/lib/auth/session-context';
import { dismissError, type ErrorEntry, getErrorState, subscribeErrors } from '@/lib/errors/error-store';
import { reloadPage } from '@/lib/reload';
import { downloadErrorLog } from '../download-log';
import { ErrorDetails } from './error-details';

const TITLE_KEY: Record<ErrorEntry['kind'], string> = {
  unauthorized: 'errors.dialog.unauthorized',
  forbidden: 'errors.dialog.forbidden',
  blocked: 'errors.dialog.blocked',
  badRequest: 'errors.dialog.badRequest',
  network: 'errors.dialog.network',
  timeout: 'errors.dialog.network',
  communication: 'errors.dialog.communication',
  rateLimited: 'errors.dialog.rateLimited',
  server: 'errors.dialog.server',
  loggedOut: 'errors.dialog.loggedOut',
  wrongClock: 'errors.dialog.wrongClock',
  unknown: 'errors.dialog.unknown',
};

/**
 * The global error dialog (ERR-01..13): the spec's text for each kind, its details, and the two
 * ways out — log out and reload — plus the error log download. Errors that end the session
 * cannot be dismissed; the others can be closed to go on working.
 */
export function ErrorDialog() {
  const { t } = useTranslation();
  const session = useSession();
  const { current } = useSyncExternalStore(subscribeErrors, getErrorState);
  if (!current) return null;

  const closable = !current.logsOut;
  const logOut = () => {
    dismissError();
    void session.signOut();
  };
  return (
    <AntdRoot>
      <Modal
        open
        title={t(TITLE_KEY[current.kind])}
        closable={closable}
        mask={{ closable }}
        keyboard={closable}
        onCancel={dismissError}
        width={560}
        footer={
          <Space>
            <Button icon={<DownloadOutlined />} onClick={() => downloadErrorLog()}>
              {t('errors.actions.downloadLog')}
            </Button>
            <Button onClick={logOut}>{t('errors.actions.logOut')}</Button>
            <Button type="primary" onClick={reloadPage}>
              {t('errors.actions.reload')}
            </Button>
          </Space>
        }
      >
        <div data-testid="error-dialog" data-kind={current.kind}>
          {current.kind === 'wrongClock' && (
            <Typography.Paragraph>
              {t('errors.dialog.wrongClockHint', { seconds: current.differenceSeconds ?? '?' })}
            </Typography.Paragraph>
          )}
          <ErrorDetails entry={current} />
        </div>
      </Modal>
    </AntdRoot>
  );
}
