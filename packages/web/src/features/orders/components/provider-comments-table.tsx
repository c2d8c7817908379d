import { useQuery } from '@tanstack/react-query';
import { PROVIDER_COMMENTS_PAGE_SIZE } from '@umbrella/contract';
import { Card, Pagination, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SimpleTable } from '@/components/simple-table';
import { formatDateTime } from '@/lib/format/format-date';
import { providerCommentsQueryOptions } from '../api/get-provider-comments';

/**
 * The delivery-provider comment history (ORDER-54..56): provider, status, date and time,
 * external id and provider id; the back-office pages it (from page 0, 20 rows) by totalSize.
 */
export function ProviderCommentsTable({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const comments = useQuery(providerCommentsQueryOptions(orderId, page));
  const rows = comments.data?.content ?? [];
  const total = comments.data?.totalSize ?? 0;
  return (
    <Card size="small" title={t('orders.desk.providerComments.title')}>
      {comments.isPending ? null : rows.length === 0 ? (
        <Typography.Text type="secondary" data-testid="provider-comments">
          {t('orders.desk.providerComments.empty')}
        </Typography.Text>
      ) : (
        <>
          <SimpleTable
            data-testid="provider-comments"
            rows={rows}
            rowKey={(row) => `${row.providerId}-${row.dateTime}-${row.status}`}
            columns={[
              {
                key: 'provider',
                title: t('orders.desk.providerComments.provider'),
                render: (row) => row.deliveryProviderName,
              },
              { key: 'status', title: t('orders.desk.providerComments.status'), render: (row) => row.status },
              {
                key: 'dateTime',
                title: t('orders.desk.providerComments.dateTime'),
                render: (row) => formatDateTime(row.dateTime),
              },
              {
                key: 'externalId',
                title: t('orders.desk.providerComments.externalId'),
                render: (row) => row.externalId ?? '—',
              },
              {
                key: 'providerId',
                title: t('orders.desk.providerComments.providerId'),
                render: (row) => row.providerId,
              },
            ]}
          />
          {total > PROVIDER_COMMENTS_PAGE_SIZE && (
            <Pagination
              size="small"
              style={{ marginTop: 8 }}
              current={page + 1}
              pageSize={PROVIDER_COMMENTS_PAGE_SIZE}
              total={total}
              showSizeChanger={false}
              onChange={(next) => setPage(next - 1)}
            />
          )}
        </>
      )}
    </Card>
  );
}
