import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { frameStyles } from '@/components/frame-styles';
import { PlainButton } from '@/components/plain-button';
import { useSession, useSessionUser } from '@/lib/auth/session-context';
import { isLocalOrStagingHost } from '@/lib/environment';

/**
 * /login (AUTH-02, AUTH-03, SHELL-04): one SIGN IN button, red on local and staging hosts; a
 * signed-in user goes to /welcome. Plain markup: the page is part of the first JavaScript.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const session = useSession();
  const user = useSessionUser();
  const location = useLocation();
  if (user) return <Navigate to="/welcome" replace />;

  const returnTo = (location.state as { from?: string } | null)?.from;
  const testHost = isLocalOrStagingHost(window.location.hostname);
  return (
    <main style={frameStyles.loginPage}>
      <div style={frameStyles.loginCard}>
        <h1 style={frameStyles.loginTitle}>{t('auth.login.title')}</h1>
        <p style={frameStyles.loginSubtitle}>{t('auth.login.subtitle')}</p>
        <PlainButton
          variant={testHost ? 'danger' : 'primary'}
          large
          style={{ width: '100%' }}
          data-testid="sign-in"
          onClick={() => void session.signIn(returnTo)}
        >
          {t('auth.login.signIn')}
        </PlainButton>
        {testHost && <p style={frameStyles.loginTestHost}>{t('auth.login.testEnvironment')}</p>}
      </div>
    </main>
  );
}
