import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusScreen } from './status-screen';
import { palette } from './theme';

/**
 * A route the user may not open (A-04, ADMIN-15): the page is refused inside the shell, naming
 * the permission it needs, without ending the session. /sink says nobody may open it (SHELL-24).
 */
export function ForbiddenScreen({ permissions, never }: { permissions: readonly string[]; never?: boolean }) {
  const { t } = useTranslation();
  const detail = never
    ? t('shell.forbidden.never')
    : t('shell.forbidden.needs', { permissions: permissions.join(' / ') });
  return (
    <StatusScreen
      tone="warning"
      title={t('shell.forbidden.title')}
      testId="forbidden-screen"
      extra={
        <Link to="/" style={{ color: palette.primary }}>
          {t('common.actions.goHome')}
        </Link>
      }
    >
      <p style={{ margin: 0 }}>{t('shell.forbidden.text')}</p>
      <p style={{ margin: 0 }}>{detail}</p>
    </StatusScreen>
  );
}
