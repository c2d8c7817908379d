import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CustomerReceipt } from '../types';

const TYPES = { checking: 'info', confirmed: 'success', declined: 'error' } as const;

/** Where the customer's payment stands: being checked, confirmed, or declined with finance's reason. */
export function ReceiptState({ receipt }: { receipt: CustomerReceipt }) {
  const { t } = useTranslation();
  if (receipt.status === 'none') return null;
  return (
    <Alert
      role="status"
      showIcon
      type={TYPES[receipt.status]}
      title={t(`pay.receipt.${receipt.status}.title`)}
      description={
        receipt.status === 'declined'
          ? t('pay.receipt.declined.hint', { reason: receipt.reason ?? '' })
          : t(`pay.receipt.${receipt.status}.hint`)
      }
    />
  );
}
