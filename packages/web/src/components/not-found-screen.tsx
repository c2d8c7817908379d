import { useTranslation } from 'react-i18next';
import { StatusScreen } from './status-screen';

/** Any unknown path (SHELL-26): "404 – Sorry, the page {path} does not exist." */
export function NotFoundScreen({ path }: { path: string }) {
  const { t } = useTranslation();
  return (
    <StatusScreen tone="warning" title="404" testId="not-found-screen">
      {t('shell.notFound.text', { path })}
    </StatusScreen>
  );
}
