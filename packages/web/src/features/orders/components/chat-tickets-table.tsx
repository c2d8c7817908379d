import { useQuery } from '@tanstack/react-query';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '@/components/paged-table';
import { formatDateTime } from '@/lib/format/format-date';
import { chatTicketsQueryOptions } from '../api/get-chat-tickets';
import { ORDER_TABLE_PAGE_SIZE } from '../lib/table-page-size';

/** The chat tickets table (ORDER-49): status, assignee, createdAt and the ticket's link. */
export function ChatTicketsTable({ shortCode }: { shortCode: string }) {
  const { t } = useTranslation();
  const tickets = useQuery(chatTicketsQueryOptions(shortCode));
  return (
    <Card size="small" title={t('orders.desk.chat.title')}>
      <PagedTable
        data-testid="chat-tickets"
        pageSize={ORDER_TABLE_PAGE_SIZE}
        empty={t('orders.desk.chat.empty')}
        rows={tickets.data ?? []}
        rowKey={(ticket) => ticket.ticketUrl}
        columns={[
          {
            key: 'status',
            title: t('orders.desk.chat.status'),
            render: (ticket) => t(`orders.enum.chatStatuses.${ticket.status}`),
          },
          { key: 'assignee', title: t('orders.desk.chat.assignee'), render: (ticket) => ticket.assignee ?? '—' },
          {
            key: 'createdAt',
            title: t('orders.desk.chat.createdAt'),
            render: (ticket) => formatDateTime(ticket.createdAt),
          },
          {
            key: 'ticketUrl',
            title: t('orders.desk.chat.ticket'),
            render: (ticket) => (
              <Typography.Link href={ticket.ticketUrl} target="_blank" rel="noreferrer">
                {t('orders.desk.chat.open')}
              </Typography.Link>
            ),
          },
        ]}
      />
    </Card>
  );
}
