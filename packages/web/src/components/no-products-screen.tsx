import { useTranslation } from 'react-i18next';
import { StatusScreen } from './status-screen';

/** Shown instead of /tasks when the user has no product (SHELL-08, SHELL-59). */
export function NoProductsScreen() {
  const { t } = useTranslation();
  return <StatusScreen tone="info" title={t('shell.noProducts.text')} testId="no-products-screen" />;
}
