import { BankOutlined, ReloadOutlined } from '@ant-design/icons';
import { findRegion, formatMoney } from '@umbrella/contract';
import { Button, Input, Select, Space, Table, type TableProps, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermissions } from '@/hooks/use-current-user';
import { useSessionUser } from '@/lib/auth/session-context';
import { hasPermission } from '@/lib/authorization';
import { formatDateTime, formatDay } from '@/lib/format/format-date';
import { useDirectProviders } from '../api/get-direct-providers';
import { useReceiptCounters } from '../api/get-receipt-counters';
import { RECEIPTS_PAGE_SIZE, useReceipts } from '../api/get-receipts';
import { useOpeningRegion } from '../lib/use-opening-region';
import { usePaymentsState } from '../lib/use-payments-state';
import type { PaymentDocument, StatusTab } from '../types';
import { DepositAccountsModal } from './deposit-accounts-modal';
import { ReceiptPreview } from './receipt-preview';

const STATUS_COLORS = { pending: 'gold', approved: 'green', declined: 'red' } as const;

/**
 * /payments (PAY-01..24): status tabs with counters, the region (only the user's own), provider and
 * order short-code filters, an update button, and the receipts newest first; a row opens the
 * receipt preview where the reviewer confirms, declines or saves.
 */
export function PaymentsPage() {
  const { t } = useTranslation();
  const regionIds = useSessionUser()?.claims.claim.regionIds ?? [];
  const [state, update] = usePaymentsState();
  const regionId = useOpeningRegion(regionIds, state.regionId);
  const filters = {
    documentStatus: state.documentStatus,
    regionId,
    orderShortCode: state.orderShortCode,
    paymentProviderId: state.paymentProviderId,
    sort: state.sort,
  };
  const receipts = useReceipts(filters, state.page - 1);
  const counters = useReceiptCounters({
    regionId,
    orderShortCode: state.orderShortCode,
    paymentProviderId: state.paymentProviderId,
  });
  const providers = useDirectProviders(regionId);
  const [open, setOpen] = useState<PaymentDocument | null>(null);
  const [accountsOpen, setAccountsOpen] = useState(false);
  const mayEditAccounts = hasPermission(usePermissions(), 'payment.deposit-account:edit');
  const money = (minor: number | null) => formatMoney(minor, regionId ? findRegion(regionId)?.currency : undefined);

  const count = counters.data;
  const tabs: { key: StatusTab; count?: number }[] = [
    { key: 'PENDING', count: count?.pendingCount },
    { key: 'APPROVED', count: count?.approvedCount },
    { key: 'DECLINED', count: count?.declinedCount },
    { key: 'ALL', count: count?.totalCount },
  ];

  const columns: TableProps<PaymentDocument>['columns'] = [
    {
      key: 'order',
      title: t('payments.fields.order'),
      render: (_, row) => <Link to={`/order/${row.orderId}`}>{row.orderShortCode}</Link>,
    },
    {
      key: 'created',
      title: t('payments.fields.created'),
      sorter: true,
      sortOrder: state.sort === 'created,asc' ? 'ascend' : 'descend',
      render: (_, row) => formatDateTime(row.created),
    },
    {
      key: 'createdBy',
      title: t('payments.fields.createdBy'),
      render: (_, row) =>
        row.source === 'customer' ? (
          <Tag color="blue">{t('payments.fields.sentByCustomer')}</Tag>
        ) : (
          (row.createdBy ?? '—')
        ),
    },
    {
      key: 'status',
      title: t('payments.fields.status'),
      render: (_, row) => <Tag color={STATUS_COLORS[row.status]}>{t(`payments.enum.status.${row.status}`)}</Tag>,
    },
    { key: 'provider', title: t('payments.fields.provider'), render: (_, row) => row.paymentProviderName ?? '—' },
    {
      key: 'paymentDate',
      title: t('payments.fields.paymentDate'),
      render: (_, row) => (row.paymentDate ? formatDay(row.paymentDate) : '—'),
    },
    { key: 'amount', title: t('payments.fields.amount'), align: 'right', render: (_, row) => money(row.amount) },
    {
      key: 'transaction',
      title: t('payments.fields.bankTransactionNumber'),
      render: (_, row) => row.bankTransactionNumber ?? '—',
    },
    {
      key: 'open',
      title: '',
      render: (_, row) => (
        <Button size="small" onClick={() => setOpen(row)}>
          {t('payments.actions.open')}
        </Button>
      ),
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap data-testid="payments-filters">
        <Select
          aria-label={t('payments.filters.region')}
          value={regionId}
          onChange={(value: string) => update({ regionId: value })}
          options={regionIds.map((id) => ({ value: id, label: t(`payments.regions.${id}`, { defaultValue: id }) }))}
          style={{ width: 160 }}
        />
        <Select
          aria-label={t('payments.filters.provider')}
          allowClear
          placeholder={t('payments.filters.provider')}
          value={state.paymentProviderId}
          onChange={(value?: number) => update({ paymentProviderId: value })}
          options={(providers.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
          style={{ width: 180 }}
        />
        <Input.Search
          aria-label={t('payments.filters.shortCode')}
          placeholder={t('payments.filters.shortCode')}
          allowClear
          defaultValue={state.orderShortCode}
          onSearch={(value) => update({ orderShortCode: value.trim() || undefined })}
          style={{ width: 220 }}
        />
        <Button
          icon={<ReloadOutlined />}
          onClick={() => {
            void receipts.refetch();
            void counters.refetch();
          }}
        >
          {t('payments.actions.update')}
        </Button>
        {mayEditAccounts && regionId && (
          <Button icon={<BankOutlined />} onClick={() => setAccountsOpen(true)}>
            {t('payments.depositAccounts.open')}
          </Button>
        )}
      </Space>
      <Tabs
        activeKey={state.documentStatus}
        onChange={(key) => update({ documentStatus: key as StatusTab })}
        items={tabs.map((tab) => ({
          key: tab.key,
          label: `${t(`payments.tabs.${tab.key}`)} (${tab.count ?? 0})`,
        }))}
      />
      <Table<PaymentDocument>
        data-testid="receipts-table"
        rowKey="paymentDocumentId"
        columns={columns}
        dataSource={receipts.data?.content ?? []}
        loading={receipts.isFetching}
        onChange={(_, __, sorter, extra) => {
          if (extra.action !== 'sort') return;
          const order = Array.isArray(sorter) ? sorter[0]?.order : sorter.order;
          update({ sort: order === 'ascend' ? 'created,asc' : 'created,desc' });
        }}
        pagination={{
          current: state.page,
          pageSize: RECEIPTS_PAGE_SIZE,
          total: receipts.data?.totalSize ?? 0,
          showSizeChanger: false,
          onChange: (page) => update({ page }),
        }}
      />
      {open && <ReceiptPreview document={open} onClose={() => setOpen(null)} />}
      {regionId && (
        <DepositAccountsModal open={accountsOpen} regionId={regionId} onClose={() => setAccountsOpen(false)} />
      )}
    </Space>
  );
}
