import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/hooks/use-current-user';

const styles = {
  page: { background: '#fff', borderRadius: 4, padding: '24px 24px 8px' },
  title: { margin: '0 0 12px', fontSize: 22, fontWeight: 600 },
  greeting: { fontSize: 16, margin: '0 0 12px' },
  hint: { color: '#6b7785' },
} as const;

/** /welcome (SHELL-06, ADMIN-20): open to every signed-in user, greeting them by name. */
export function WelcomePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const name = [user?.name, user?.surname].filter(Boolean).join(' ') || user?.email || '';
  return (
    <section style={styles.page}>
      <h1 style={styles.title}>{t('welcome.screen.title')}</h1>
      <p style={styles.greeting}>{t('welcome.screen.greeting', { name })}</p>
      <p style={styles.hint}>{t('welcome.screen.hint')}</p>
    </section>
  );
}
