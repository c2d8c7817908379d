import { formatMoney } from '@umbrella/contract';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatUtcDay } from '@/lib/format/format-date';
import type { PayslipContent } from '../api/get-payslip';
import { PayslipStatusTag } from './payslip-status-tag';

/** The payslip's heading: document number, period, status, people and the USD amount. */
export function PayslipSummary({ payslip }: { payslip: PayslipContent }) {
  const { t } = useTranslation();
  return (
    <Descriptions size="small" column={5}>
      <Descriptions.Item label={t('payslips.fields.docNumber')}>{payslip.docNumber}</Descriptions.Item>
      <Descriptions.Item label={t('payslips.fields.period')}>
        {formatUtcDay(payslip.from)} – {formatUtcDay(payslip.to)}
      </Descriptions.Item>
      <Descriptions.Item label={t('payslips.fields.status')}>
        <PayslipStatusTag status={payslip.status} />
      </Descriptions.Item>
      <Descriptions.Item label={t('payslips.fields.numberOfPersons')}>{payslip.numberOfPersons}</Descriptions.Item>
      <Descriptions.Item label={t('payslips.fields.amountUSD')}>
        {formatMoney(payslip.amountUSD, 'USD')}
      </Descriptions.Item>
    </Descriptions>
  );
}
