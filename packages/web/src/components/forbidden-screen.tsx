import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

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
    <Result
      status="403"
      title={t('shell.forbidden.title')}
      subTitle={
        <>
          <div>{t('shell.forbidden.text')}</div>
          <div>{detail}</div>
        </>
      }
      extra={
        <Link to="/">
          <Button type="primary">{t('common.actions.goHome')}</Button>
        </Link>
      }
    />
  );
}
