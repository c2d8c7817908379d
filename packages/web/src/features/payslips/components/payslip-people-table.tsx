import { formatMoney } from '@umbrella/contract';
import { Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { tableEmpty } from '@/components/table-empty';
import { formatDate } from '@/lib/format/format-date';
import type { PayslipFilters, PayslipPerson } from '../api/get-payslip';
import { SalaryItems } from './salary-items';

/** The payslip's people, each expanding to their salary items (editable while the payslip is a draft). */
export function PayslipPeopleTable({
  people,
  loading,
  chargeType,
  editable,
}: {
  people: PayslipPerson[];
  loading: boolean;
  chargeType: PayslipFilters['chargeType'];
  editable: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Table<PayslipPerson>
      rowKey="id"
      size="small"
      loading={loading}
      dataSource={people}
      pagination={false}
      locale={{ emptyText: tableEmpty(t('payslips.detail.empty')) }}
      expandable={{
        expandedRowRender: (person) => (
          <SalaryItems
            accountPayslipId={person.id}
            salaryCurrency={person.salaryCurrency}
            chargeType={chargeType}
            editable={editable}
          />
        ),
      }}
      columns={[
        {
          key: 'person',
          title: t('payslips.fields.person'),
          render: (_, p) => (
            <Space size={4} wrap>
              {`${p.surname} ${p.name}`}
              {p.containsNegativeBonusCorrection && <Tag color="red">{t('payslips.detail.correction')}</Tag>}
              {p.containsArbFee && <Tag color="blue">{t('payslips.detail.arbFee')}</Tag>}
            </Space>
          ),
        },
        {
          key: 'blocked',
          title: t('payslips.fields.blockedDate'),
          render: (_, p) =>
            p.blocked ? (p.blockedDate ? formatDate(p.blockedDate) : t('payslips.detail.blocked')) : '',
        },
        {
          key: 'salary',
          title: t('payslips.fields.salaryAmount'),
          align: 'right',
          render: (_, p) => formatMoney(p.salaryAmount, p.salaryCurrency),
        },
        {
          key: 'usd',
          title: t('payslips.fields.amountUSD'),
          align: 'right',
          render: (_, p) => formatMoney(p.amountUSD, 'USD'),
        },
      ]}
    />
  );
}
