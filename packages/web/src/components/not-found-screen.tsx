import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Any unknown path (SHELL-26): "404 – Sorry, the page {path} does not exist." */
export function NotFoundScreen({ path }: { path: string }) {
  const { t } = useTranslation();
  return <Result status="404" title="404" subTitle={t('shell.notFound.text', { path })} />;
}
