import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { PlainButton } from '@/components/plain-button';
import { palette } from '@/components/theme';
import { useSession, useSessionUser } from '@/lib/auth/session-context';
import { isLocalOrStagingHost } from '@/lib/environment';

const styles = {
  page: { minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' },
  card: {
    width: 340,
    padding: 32,
    background: '#fff',
    borderRadius: 8,
    boxShadow: '0 6px 16px rgba(0,0,0,.08)',
    textAlign: 'center',
    display: 'flex',
    flexDirection: 'column',
    gap: 16,
  },
  title: { margin: 0, fontSize: 28, fontWeight: 600, color: palette.primary },
  subtitle: { margin: 0, color: palette.muted },
  test: { margin: 0, color: palette.danger },
} as const;

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
    <main style={styles.page}>
      <div style={styles.card}>
        <h1 style={styles.title}>{t('auth.login.title')}</h1>
        <p style={styles.subtitle}>{t('auth.login.subtitle')}</p>
        <PlainButton
          variant={testHost ? 'danger' : 'primary'}
          large
          style={{ width: '100%' }}
          data-testid="sign-in"
          onClick={() => void session.signIn(returnTo)}
        >
          {t('auth.login.signIn')}
        </PlainButton>
        {testHost && <p style={styles.test}>{t('auth.login.testEnvironment')}</p>}
      </div>
    </main>
  );
}
