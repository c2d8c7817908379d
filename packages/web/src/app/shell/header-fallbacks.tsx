import { useTranslation } from 'react-i18next';
import { SpainFlag, UnitedKingdomFlag } from '@/components/flags';
import { palette } from '@/components/theme';
import { useSessionUser } from '@/lib/auth/session-context';

const box = { display: 'inline-flex', alignItems: 'center', gap: 6, height: 32, padding: '0 8px', color: palette.text };

/** What the language switcher looks like before its dropdown has loaded. */
export function LanguageFallback() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return (
    <span style={box}>
      {language === 'es' ? <SpainFlag /> : language === 'en' ? <UnitedKingdomFlag /> : null}
      <span style={{ textTransform: 'uppercase' }}>{language}</span>
    </span>
  );
}

/** What the user menu looks like before its dropdown has loaded. */
export function UserMenuFallback() {
  const profile = useSessionUser()?.auth.profile;
  return <span style={box}>{profile?.name || profile?.preferred_username || profile?.email}</span>;
}
