import { useTranslation } from 'react-i18next';
import { useSessionUser } from '@/lib/auth/session-context';

const style = { margin: 0, padding: '16px 24px', background: '#fff', borderRadius: 4, fontSize: 16 } as const;

/**
 * /welcome (SHELL-06, ADMIN-20): open to every signed-in user. The shell draws "Welcome to
 * Umbrella"; this greets the user by the name the identity token carries.
 */
export function WelcomePage() {
  const { t } = useTranslation();
  const profile = useSessionUser()?.auth.profile;
  // The id token's `name` is the full name; family_name is only a fallback's second half.
  const name = profile?.name || [profile?.preferred_username].filter(Boolean).join(' ') || profile?.email || '';
  return (
    <p style={style} data-testid="welcome-greeting">
      {t('welcome.screen.greeting', { name })}
    </p>
  );
}
