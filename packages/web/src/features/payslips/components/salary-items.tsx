import { formatMoney } from '@umbrella/contract';
import { Button, Popconfirm, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tableEmpty } from '@/components/table-empty';
import { feedback } from '@/lib/feedback/feedback';
import type { PayslipFilters } from '../api/get-payslip';
import { type SalaryItem, useSalaryItems } from '../api/get-salary-items';
import { payslipActions, usePayslipAction } from '../api/payslip-actions';
import { AccrualModal } from './accrual-modal';

type Props = {
  accountPayslipId: number;
  salaryCurrency: string;
  chargeType: PayslipFilters['chargeType'];
  editable: boolean;
};

/**
 * PAYSLIP-13, PAYSLIP-14: a person's salary items, each with the orders it comes from; on a draft
 * (with payslip:edit) accruals are added, changed and deleted here (PAYSLIP-20..30).
 */
export function SalaryItems({ accountPayslipId, salaryCurrency, chargeType, editable }: Props) {
  const { t } = useTranslation();
  const items = useSalaryItems(accountPayslipId, chargeType);
  const [editing, setEditing] = useState<{ item?: SalaryItem } | null>(null);
  const remove = usePayslipAction(payslipActions.deleteAccrual);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {editable && (
        <Button size="small" onClick={() => setEditing({})}>
          {t('payslips.actions.addAccrual')}
        </Button>
      )}
      <Table<SalaryItem>
        rowKey="id"
        size="small"
        pagination={false}
        loading={items.isFetching}
        dataSource={items.data ?? []}
        locale={{ emptyText: tableEmpty(t('payslips.items.empty')) }}
        columns={[
          {
            key: 'chargeType',
            title: t('payslips.fields.chargeType'),
            render: (_, row) =>
              `${t(`payslips.enum.chargeType.${row.chargeType}`)}${row.correction ? ` (${t('payslips.items.correction')})` : ''}`,
          },
          {
            key: 'whoDid',
            title: t('payslips.fields.whoDid'),
            render: (_, row) => row.whoDid ?? t('payslips.items.system'),
          },
          { key: 'comment', title: t('payslips.fields.comment'), render: (_, row) => row.comment ?? '' },
          {
            key: 'orders',
            title: t('payslips.fields.orders'),
            render: (_, row) => row.orders.map((o) => o.shortCode).join(', '),
          },
          {
            key: 'amount',
            title: t('payslips.fields.amount'),
            align: 'right',
            render: (_, row) => formatMoney(row.amount, row.currency),
          },
          {
            key: 'salaryAmount',
            title: t('payslips.fields.salaryAmount'),
            align: 'right',
            render: (_, row) => formatMoney(row.salaryAmount, salaryCurrency),
          },
          {
            key: 'amountUSD',
            title: t('payslips.fields.amountUSD'),
            align: 'right',
            render: (_, row) => formatMoney(row.amountUSD, 'USD'),
          },
          ...(editable
            ? [
                {
                  key: 'actions',
                  title: '',
                  render: (_: unknown, row: SalaryItem) =>
                    row.chargeType === 'ARBITRARY_FEE' && (
                      <Space>
                        <Button size="small" type="link" onClick={() => setEditing({ item: row })}>
                          {t('payslips.actions.edit')}
                        </Button>
                        <Popconfirm
                          title={t('payslips.accrual.deleteConfirm')}
                          okText={t('payslips.actions.delete')}
                          cancelText={t('payslips.actions.cancel')}
                          onConfirm={async () => {
                            await remove.mutateAsync(row.id);
                            feedback.message.success(t('payslips.messages.accrualDeleted'));
                          }}
                        >
                          <Button size="small" type="link" danger>
                            {t('payslips.actions.delete')}
                          </Button>
                        </Popconfirm>
                      </Space>
                    ),
                },
              ]
            : []),
        ]}
      />
      <AccrualModal
        accountPayslipId={accountPayslipId}
        item={editing?.item}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
    </Space>
  );
}
