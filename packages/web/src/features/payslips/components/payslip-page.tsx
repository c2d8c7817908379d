import { ACCOUNT_BLOCKED_FILTERS, CHARGE_TYPE_FILTERS, formatMoney } from '@umbrella/contract';
import { Alert, Button, Descriptions, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { tableEmpty } from '@/components/table-empty';
import { usePermissions } from '@/hooks/use-current-user';
import { feedback } from '@/lib/feedback/feedback';
import { formatDate, formatUtcDay } from '@/lib/format/format-date';
import { downloadPayslip } from '../api/download-payslip';
import { type PayslipContent, type PayslipFilters, type PayslipPerson, usePayslip } from '../api/get-payslip';
import { payslipActions, usePayslipAction } from '../api/payslip-actions';
import { PayslipStatusTag } from './payslip-status-tag';
import { SalaryItems } from './salary-items';

type Total = PayslipContent['totals'][number];

/**
 * /payment-sheet/{sheetId} (PAYSLIP-11..41): the payslip's people with their salary items, the
 * totals, the charge-type and blocked filters, Excel exports, Approve (hidden once approved) and
 * Delete (never an approved one).
 */
export function PayslipPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const payslipId = Number(useParams().sheetId);
  const [filters, setFilters] = useState<PayslipFilters>({ chargeType: 'ALL', accountBlockedFilter: 'ALL' });
  const payslip = usePayslip(payslipId, filters);
  const canEdit = usePermissions().includes('payslip:edit');
  const approve = usePayslipAction(payslipActions.approve);
  const remove = usePayslipAction(payslipActions.remove);
  const [exporting, setExporting] = useState<'payslip' | 'transactions' | null>(null);
  const data = payslip.data;
  const draft = data?.status === 'DRAFT';

  if (payslip.isError) return <Alert type="error" title={t('payslips.detail.notFound')} showIcon />;

  const exportFile = async (what: 'payslip' | 'transactions') => {
    setExporting(what);
    try {
      await downloadPayslip(payslipId, what);
    } finally {
      setExporting(null);
    }
  };

  return (
    <section style={{ background: '#fff', borderRadius: 4, padding: 16 }}>
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        {data && (
          <Descriptions size="small" column={5}>
            <Descriptions.Item label={t('payslips.fields.docNumber')}>{data.docNumber}</Descriptions.Item>
            <Descriptions.Item label={t('payslips.fields.period')}>
              {formatUtcDay(data.from)} – {formatUtcDay(data.to)}
            </Descriptions.Item>
            <Descriptions.Item label={t('payslips.fields.status')}>
              <PayslipStatusTag status={data.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('payslips.fields.numberOfPersons')}>{data.numberOfPersons}</Descriptions.Item>
            <Descriptions.Item label={t('payslips.fields.amountUSD')}>
              {formatMoney(data.amountUSD, 'USD')}
            </Descriptions.Item>
          </Descriptions>
        )}
        <Space wrap>
          <Button loading={exporting === 'payslip'} onClick={() => exportFile('payslip')}>
            {t('payslips.actions.export')}
          </Button>
          <Button loading={exporting === 'transactions'} onClick={() => exportFile('transactions')}>
            {t('payslips.actions.exportTransactions')}
          </Button>
          {canEdit && draft && (
            <Popconfirm
              title={t('payslips.detail.approveConfirm')}
              okText={t('payslips.actions.approve')}
              cancelText={t('payslips.actions.cancel')}
              onConfirm={async () => {
                await approve.mutateAsync(payslipId);
                feedback.message.success(t('payslips.messages.approved'));
              }}
            >
              <Button type="primary">{t('payslips.actions.approve')}</Button>
            </Popconfirm>
          )}
          {canEdit && data && data.status !== 'APPROVED' && (
            <Popconfirm
              title={t('payslips.detail.deleteConfirm')}
              okText={t('payslips.actions.delete')}
              cancelText={t('payslips.actions.cancel')}
              onConfirm={async () => {
                await remove.mutateAsync(payslipId);
                feedback.message.success(t('payslips.messages.deleted'));
                navigate('/payment-sheet');
              }}
            >
              <Button danger>{t('payslips.actions.delete')}</Button>
            </Popconfirm>
          )}
          <Select
            aria-label={t('payslips.fields.chargeType')}
            style={{ minWidth: 260 }}
            value={filters.chargeType}
            onChange={(chargeType) => setFilters((f) => ({ ...f, chargeType }))}
            options={CHARGE_TYPE_FILTERS.map((c) => ({ value: c, label: t(`payslips.enum.chargeType.${c}`) }))}
          />
          <Select
            aria-label={t('payslips.fields.blocked')}
            style={{ minWidth: 160 }}
            value={filters.accountBlockedFilter}
            onChange={(accountBlockedFilter) => setFilters((f) => ({ ...f, accountBlockedFilter }))}
            options={ACCOUNT_BLOCKED_FILTERS.map((c) => ({ value: c, label: t(`payslips.enum.blocked.${c}`) }))}
          />
        </Space>
        <Table<PayslipPerson>
          rowKey="id"
          size="small"
          loading={payslip.isFetching}
          dataSource={data?.items ?? []}
          pagination={false}
          locale={{ emptyText: tableEmpty(t('payslips.detail.empty')) }}
          expandable={{
            expandedRowRender: (person) => (
              <SalaryItems
                accountPayslipId={person.id}
                salaryCurrency={person.salaryCurrency}
                chargeType={filters.chargeType}
                editable={canEdit && draft}
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
        <Table<Total>
          rowKey={(r) => `${r.chargeTypeItem}-${r.currency}`}
          size="small"
          title={() => t('payslips.detail.totals')}
          dataSource={data?.totals ?? []}
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
      </Space>
    </section>
  );
}
