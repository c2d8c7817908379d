import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback/feedback';
import { MESSAGE_KEYS } from '../lib/messages';

/**
 * The order modal's lists that failed to load say so: the products in a notice that stays (no
 * order without them), the discounts in one that goes (an order can do without).
 */
export function useLoadFailureNotices(productsError: Error | null, discountsError: Error | null) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!productsError) return;
    feedback.notification.error({
      key: 'orders-products-failed',
      title: t(MESSAGE_KEYS.productsFailed),
      description: productsError.message,
      duration: 0,
    });
  }, [productsError, t]);
  useEffect(() => {
    if (!discountsError) return;
    feedback.notification.error({
      key: 'orders-discounts-failed',
      title: t(MESSAGE_KEYS.discountsFailed),
      description: discountsError.message,
    });
  }, [discountsError, t]);
}
