import { formatMoney } from '@umbrella/contract';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { tableEmpty } from '@/components/table-empty';
import type { PayslipContent } from '../api/get-payslip';

type Total = PayslipContent['totals'][number];

/** The payslip's totals per charge type and currency, with their USD value. */
export function PayslipTotalsTable({ totals }: { totals: Total[] }) {
  const { t } = useTranslation();
  return (
    <Table<Total>
      rowKey={(r) => `${r.chargeTypeItem}-${r.currency}`}
      size="small"
      title={() => t('payslips.detail.totals')}
      dataSource={totals}
      pagination={false}
      locale={{ emptyText: tableEmpty(t('payslips.detail.noTotals')) }}
      columns={[
        {
          key: 'chargeType',
          title: t('payslips.fields.chargeType'),
          render: (_, r) => t(`payslips.enum.chargeType.${r.chargeTypeItem}`),
        },
        { key: 'currency', dataIndex: 'currency', title: t('payslips.fields.currency') },
        {
          key: 'amount',
          title: t('payslips.fields.amount'),
          align: 'right',
          render: (_, r) => formatMoney(r.amount, r.currency),
        },
        {
          key: 'usd',
          title: t('payslips.fields.amountUSD'),
          align: 'right',
          render: (_, r) => formatMoney(r.usdAmount, 'USD'),
        },
      ]}
    />
  );
}
