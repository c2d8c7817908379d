import { findRegion, formatMoney } from '@umbrella/contract';
import { Button, Table, type TableProps, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatDay } from '@/lib/format/format-date';
import { RECEIPTS_PAGE_SIZE } from '../api/get-receipts';
import type { PaymentsState } from '../lib/use-payments-state';
import type { PaymentDocument } from '../types';

const STATUS_COLORS = { pending: 'gold', approved: 'green', declined: 'red' } as const;

/**
 * The /payments receipts: order link, created (the one sortable column), who sent it, status,
 * provider, date, amount in the region's currency and transaction, each with Open; paged by the URL.
 */
export function ReceiptsTable({
  receipts,
  total,
  loading,
  regionId,
  sort,
  page,
  update,
  onOpen,
}: {
  receipts: PaymentDocument[];
  total: number;
  loading: boolean;
  regionId: string | undefined;
  sort: PaymentsState['sort'];
  page: number;
  update: (patch: Partial<PaymentsState>) => void;
  onOpen: (receipt: PaymentDocument) => void;
}) {
  const { t } = useTranslation();
  const money = (minor: number | null) => formatMoney(minor, regionId ? findRegion(regionId)?.currency : undefined);

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
      sortOrder: sort === 'created,asc' ? 'ascend' : 'descend',
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
        <Button size="small" onClick={() => onOpen(row)}>
          {t('payments.actions.open')}
        </Button>
      ),
    },
  ];

  return (
    <Table<PaymentDocument>
      data-testid="receipts-table"
      rowKey="paymentDocumentId"
      columns={columns}
      dataSource={receipts}
      loading={loading}
      onChange={(_, __, sorter, extra) => {
        if (extra.action !== 'sort') return;
        const order = Array.isArray(sorter) ? sorter[0]?.order : sorter.order;
        update({ sort: order === 'ascend' ? 'created,asc' : 'created,desc' });
      }}
      pagination={{
        current: page,
        pageSize: RECEIPTS_PAGE_SIZE,
        total,
        showSizeChanger: false,
        onChange: (next) => update({ page: next }),
      }}
    />
  );
}
