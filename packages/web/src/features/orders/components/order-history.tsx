import { useQuery } from '@tanstack/react-query';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '@/components/paged-table';
import { formatDateTime } from '@/lib/format/format-date';
import { type getLeadEvents, leadEventsQueryOptions } from '../api/get-lead-events';
import { orderEventsQueryOptions } from '../api/get-order-events';
import { ORDER_TABLE_PAGE_SIZE } from '../lib/table-page-size';
import { MessageDelivery } from './message-delivery';

type LeadEvent = Awaited<ReturnType<typeof getLeadEvents>>[number];

/** The order events history (ORDER-51/52: status, whoDid, created, action, and where the message it queued stands) and the lead's events (ORDER-53). */
export function OrderHistory({ orderId, hasLead }: { orderId: number; hasLead: boolean }) {
  const { t } = useTranslation();
  const events = useQuery(orderEventsQueryOptions(orderId));
  const leadEvents = useQuery({ ...leadEventsQueryOptions(orderId), enabled: hasLead });
  const status = (value: number | null) =>
    value === null ? '—' : t(`orders.enum.statuses.${value}`, { defaultValue: String(value) });
  return (
    <>
      <Card size="small" title={t('orders.desk.events.title')}>
        <PagedTable
          data-testid="order-events"
          pageSize={ORDER_TABLE_PAGE_SIZE}
          empty={t('orders.desk.events.empty')}
          rows={events.data ?? []}
          rowKey={(e) => e.id}
          columns={[
            { key: 'status', title: t('orders.desk.events.status'), render: (e) => status(e.status) },
            { key: 'whoDid', title: t('orders.desk.events.whoDid'), render: (e) => e.whoDid ?? '—' },
            { key: 'created', title: t('orders.desk.events.created'), render: (e) => formatDateTime(e.created) },
            {
              key: 'action',
              title: t('orders.desk.events.action'),
              render: (e) => t(`orders.enum.eventActions.${e.action}`, { defaultValue: e.action }),
            },
            {
              key: 'message',
              title: t('orders.desk.events.message'),
              render: (e) => (e.delivery ? <MessageDelivery delivery={e.delivery} /> : null),
            },
          ]}
        />
      </Card>
      {hasLead && (
        <Card size="small" title={t('orders.desk.leadEvents.title')}>
          <PagedTable<LeadEvent>
            data-testid="lead-events"
            pageSize={ORDER_TABLE_PAGE_SIZE}
            empty={t('orders.desk.events.empty')}
            rows={leadEvents.data ?? []}
            rowKey={(e) => `${e.source}-${e.at}-${e.action}`}
            columns={[
              { key: 'at', title: t('orders.desk.events.created'), render: (e) => formatDateTime(e.at) },
              { key: 'action', title: t('orders.desk.events.action'), render: (e) => e.action },
              { key: 'who', title: t('orders.desk.events.whoDid'), render: (e) => e.who?.name ?? '—' },
              { key: 'status', title: t('orders.desk.events.status'), render: (e) => status(e.status) },
            ]}
          />
        </Card>
      )}
    </>
  );
}
