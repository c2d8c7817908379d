import { Button, Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useSession, useSessionUser } from '@/lib/auth/session-context';
import { isLocalOrStagingHost } from '@/lib/environment';

/** /login (AUTH-02, AUTH-03, SHELL-04): one SIGN IN button; a signed-in user goes to /welcome. */
export function LoginPage() {
  const { t } = useTranslation();
  const session = useSession();
  const user = useSessionUser();
  const location = useLocation();
  if (user) return <Navigate to="/welcome" replace />;

  const returnTo = (location.state as { from?: string } | null)?.from;
  const testHost = isLocalOrStagingHost(window.location.hostname);
  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Card style={{ width: 340, textAlign: 'center' }}>
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {t('auth.login.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('auth.login.subtitle')}</Typography.Text>
          <Button
            type="primary"
            danger={testHost}
            size="large"
            block
            data-testid="sign-in"
            onClick={() => void session.signIn(returnTo)}
          >
            {t('auth.login.signIn')}
          </Button>
          {testHost && <Typography.Text type="danger">{t('auth.login.testEnvironment')}</Typography.Text>}
        </Space>
      </Card>
    </div>
  );
}
