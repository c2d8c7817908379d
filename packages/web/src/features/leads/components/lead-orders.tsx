import type { LeadOrder } from '@umbrella/contract';
import { formatMoney } from '@umbrella/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format/format-date';
import { statusLabel } from '@/lib/format/status-label';
import { LeadTable } from './lead-table';

/** The lead's orders, each a link to its /order/{orderId} page (ADMIN-18). */
export function LeadOrders({ orders }: { orders: LeadOrder[] }) {
  const { t } = useTranslation();
  return (
    <LeadTable<LeadOrder>
      data-testid="lead-orders"
      empty={t('leads.orders.empty')}
      rows={orders}
      rowKey={(order) => order.id}
      columns={[
        {
          key: 'id',
          title: t('leads.orders.order'),
          render: (order) => <Link to={`/order/${order.id}`}>{`${order.shortCode} (#${order.id})`}</Link>,
        },
        { key: 'status', title: t('leads.orders.status'), render: (order) => statusLabel(t, order.status) },
        {
          key: 'total',
          title: t('leads.orders.total'),
          render: (order) => formatMoney(order.totalMinor, order.currency),
        },
        { key: 'created', title: t('leads.orders.created'), render: (order) => formatDateTime(order.createdAt) },
      ]}
    />
  );
}
