import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown instead of /tasks when the user has no product (SHELL-08, SHELL-59). */
export function NoProductsScreen() {
  const { t } = useTranslation();
  return <Result status="info" title={t('shell.noProducts.text')} />;
}
