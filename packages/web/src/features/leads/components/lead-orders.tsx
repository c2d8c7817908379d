import type { LeadOrder } from '@umbrella/contract';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format/format-date';
import { formatMoney } from '@/lib/format/format-money';
import { statusLabel } from '../lib/labels';

/** The lead's orders, each a link to its /order/{orderId} page (ADMIN-18). */
export function LeadOrders({ orders }: { orders: LeadOrder[] }) {
  const { t } = useTranslation();
  return (
    <Table<LeadOrder>
      data-testid="lead-orders"
      size="small"
      rowKey="id"
      dataSource={orders}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      locale={{ emptyText: t('leads.orders.empty') }}
      columns={[
        {
          key: 'id',
          title: t('leads.orders.order'),
          render: (_, order) => <Link to={`/order/${order.id}`}>{`${order.shortCode} (#${order.id})`}</Link>,
        },
        { key: 'status', title: t('leads.orders.status'), render: (_, order) => statusLabel(t, order.status) },
        {
          key: 'total',
          title: t('leads.orders.total'),
          render: (_, order) => formatMoney(order.totalMinor, order.currency),
        },
        { key: 'created', title: t('leads.orders.created'), render: (_, order) => formatDateTime(order.createdAt) },
      ]}
    />
  );
}
