import { formatMoney } from '@umbrella/contract';
import { Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { tableEmpty } from '@/components/table-empty';
import { usePermissions } from '@/hooks/use-current-user';
import { formatUtcDay } from '@/lib/format/format-date';
import { usePage } from '@/lib/table/use-paged-filters';
import { PAYSLIPS_PAGE_SIZE, type Payslip, usePayslips } from '../api/get-payslips';
import { CreatePayslipForm } from './create-payslip-form';
import { PayslipStatusTag } from './payslip-status-tag';

/** /payment-sheet (PAYSLIP-01..10): the payslips with their status, and a draft for a new period. */
export function PayslipsPage() {
  const { t } = useTranslation();
  const { page, pagination } = usePage();
  const payslips = usePayslips(page);
  const canEdit = usePermissions().includes('payslip:edit');
  return (
    <section style={{ background: '#fff', borderRadius: 4, padding: 16 }}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        {canEdit && <CreatePayslipForm />}
        <Table<Payslip>
          rowKey="id"
          size="small"
          loading={payslips.isFetching}
          dataSource={payslips.data?.content ?? []}
          locale={{ emptyText: tableEmpty(t('payslips.list.empty')) }}
          pagination={pagination(payslips.data?.totalSize ?? 0, PAYSLIPS_PAGE_SIZE)}
          columns={[
            {
              key: 'docNumber',
              title: t('payslips.fields.docNumber'),
              render: (_, row) => <Link to={`/payment-sheet/${row.id}`}>{row.docNumber}</Link>,
            },
            { key: 'from', title: t('payslips.fields.from'), render: (_, row) => formatUtcDay(row.from) },
            { key: 'to', title: t('payslips.fields.to'), render: (_, row) => formatUtcDay(row.to) },
            {
              key: 'status',
              title: t('payslips.fields.status'),
              render: (_, row) => <PayslipStatusTag status={row.status} />,
            },
            {
              key: 'persons',
              dataIndex: 'numberOfPersons',
              title: t('payslips.fields.numberOfPersons'),
              align: 'right',
            },
            {
              key: 'amountUSD',
              title: t('payslips.fields.amountUSD'),
              align: 'right',
              render: (_, row) => formatMoney(row.amountUSD, 'USD'),
            },
          ]}
        />
      </Space>
    </section>
  );
}
