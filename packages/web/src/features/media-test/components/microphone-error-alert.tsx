import { Alert, Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { reloadPage } from '@/lib/reload';
import { type MicrophoneError, NON_SUPPORTED_BROWSER } from '../microphone-error';

/** The microphone errors (ERR-22..24): denied comes with the steps to allow it and a reload. */
export function MicrophoneErrorAlert({ error }: { error: MicrophoneError }) {
  const { t } = useTranslation();
  if (error.kind === 'permissionDenied') {
    return (
      <Alert
        type="error"
        showIcon
        data-testid="microphone-permission-denied"
        title={t('mediaTest.errors.permissionDenied')}
        description={
          <>
            <ol style={{ paddingLeft: 20, margin: '8px 0' }}>
              <li>{t('mediaTest.errors.permissionSteps.lock')}</li>
              <li>{t('mediaTest.errors.permissionSteps.siteSettings')}</li>
              <li>{t('mediaTest.errors.permissionSteps.allow')}</li>
              <li>{t('mediaTest.errors.permissionSteps.reload')}</li>
            </ol>
            <Button onClick={reloadPage}>{t('common.actions.reload')}</Button>
          </>
        }
      />
    );
  }
  if (error.kind === 'nonSupportedBrowser') {
    return (
      <Alert
        type="error"
        showIcon
        data-testid="microphone-non-supported-browser"
        title={t('mediaTest.errors.nonSupportedBrowser')}
        description={<Typography.Text type="secondary">{NON_SUPPORTED_BROWSER}</Typography.Text>}
      />
    );
  }
  if (error.kind === 'noMicrophone') {
    return <Alert type="error" showIcon data-testid="microphone-missing" title={t('mediaTest.errors.noMicrophone')} />;
  }
  return (
    <Alert
      type="error"
      showIcon
      data-testid="microphone-error"
      title={t('mediaTest.errors.other', { message: error.message })}
    />
  );
}
