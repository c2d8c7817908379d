import { formatMoney } from '@umbrella/contract';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PaymentDocument } from '../types';

/** A receipt no one acts on (declined, or the card processor's): its provider, amount and transaction, read-only. */
export function ReceiptDetails({ document }: { document: PaymentDocument }) {
  const { t } = useTranslation();
  return (
    <Descriptions column={1} size="small" bordered>
      <Descriptions.Item label={t('payments.fields.provider')}>{document.paymentProviderName ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={t('payments.fields.amount')}>{formatMoney(document.amount)}</Descriptions.Item>
      <Descriptions.Item label={t('payments.fields.bankTransactionNumber')}>
        {document.bankTransactionNumber ?? '—'}
      </Descriptions.Item>
    </Descriptions>
  );
}
