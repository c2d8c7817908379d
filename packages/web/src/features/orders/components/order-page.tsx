import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '@/components/error-screen';
import { LoadingScreen } from '@/components/loading-screen';
import { SimpleTable } from '@/components/simple-table';
import { ViewLeadLink } from '@/components/view-lead-link';
import { usePermissions } from '@/hooks/use-current-user';
import { ApiError } from '@/lib/errors/app-errors';
import { feedback } from '@/lib/feedback/feedback';
import { formatDate, formatDateTime, formatDay } from '@/lib/format/format-date';
import { formatMoney } from '@/lib/format/format-money';
import { statusLabel } from '@/lib/format/status-label';
import { orderQueryOptions } from '../api/get-order';

/** The phone change form loads when it is opened: the page paints without antd's Form. */
const PhoneChangeModal = lazy(async () => ({ default: (await import('./phone-change-modal')).PhoneChangeModal }));

/** A read-only /order/{id} (ONEW-110): short code and status, customer and address, delivery, products and totals. */
export function OrderPage({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const query = useQuery({ ...orderQueryOptions(orderId), enabled: Number.isInteger(orderId) && orderId > 0 });
  const queryClient = useQueryClient();
  const canChangePhone = usePermissions().includes('order:create:feature');
  const [changingPhone, setChangingPhone] = useState(false);
  if (!Number.isInteger(orderId) || orderId <= 0) return <ErrorScreen status={404} />;
  if (query.isLoading) return <LoadingScreen />;
  if (query.error || !query.data) {
    const status = query.error instanceof ApiError ? query.error.status : 500;
    return <ErrorScreen status={status} message={query.error?.message} />;
  }
  const order = query.data;
  const money = (minor: number) => formatMoney(minor, order.currency);
  const itemsTotal = order.products.reduce((sum, p) => sum + p.price * p.qty, 0);
  return (
    <Flex vertical gap={16} style={{ padding: 16 }} data-testid="order-page">
      {changingPhone && (
        <Suspense fallback={null}>
          <PhoneChangeModal
            open
            orderId={order.id}
            regionId={order.regionId}
            currentPhone={order.phone}
            onClose={() => setChangingPhone(false)}
            onChanged={(phone) => {
              setChangingPhone(false);
              feedback.message.success(t('orders.phoneChange.changed', { phone }));
              void queryClient.invalidateQueries({ queryKey: orderQueryOptions(order.id).queryKey });
            }}
          />
        </Suspense>
      )}
      <Flex align="center" gap={12}>
        <Typography.Title level={3} style={{ margin: 0 }} data-testid="order-short-code">
          {t('orders.page.title', { shortCode: order.short_code })}
        </Typography.Title>
        <Tag color="blue" data-testid="order-status">
          {statusLabel(t, order.status)}
        </Tag>
        {order.lead_id !== null && <ViewLeadLink leadId={order.lead_id} />}
      </Flex>
      <Card size="small">
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }}>
          <Descriptions.Item label={t('orders.page.customer')}>{order.full_name}</Descriptions.Item>
          <Descriptions.Item label={t('orders.page.phone')}>
            <span data-testid="order-phone">{order.phone}</span>
            {canChangePhone && (
              <Button size="small" type="link" onClick={() => setChangingPhone(true)} data-testid="change-phone">
                {t('orders.phoneChange.action')}
              </Button>
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('orders.page.payment')}>
            {t(order.deposit ? 'orders.check.deposit' : 'orders.check.payOnDelivery')}
          </Descriptions.Item>
          <Descriptions.Item label={t('orders.page.address')}>{order.address}</Descriptions.Item>
          <Descriptions.Item label={t('orders.page.reference')}>{order.address2 ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('orders.page.city')}>{order.city}</Descriptions.Item>
          <Descriptions.Item label={t('orders.page.district')}>{order.district}</Descriptions.Item>
          <Descriptions.Item label={t('orders.page.postalCode')}>{order.postal_code}</Descriptions.Item>
          <Descriptions.Item label={t('orders.page.provider')}>{order.delivery_provider_name ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('orders.page.pickupPoint')}>
            {order.deliveryInfo.pickupPoint ?? '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('orders.page.preferredDate')}>
            <span data-testid="order-slot">
              {(order.deliveryInfo.preferredDate ? formatDay(order.deliveryInfo.preferredDate) : null) ??
                (order.preferred_date ? formatDate(order.preferred_date) : '—')}{' '}
              {order.deliveryInfo.preferredDeliveryTime ?? ''}
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t('orders.page.created')}>{formatDateTime(order.created)}</Descriptions.Item>
          <Descriptions.Item label={t('orders.page.comments')}>{order.comments ?? '—'}</Descriptions.Item>
          {order.paymentLink && (
            <Descriptions.Item label={t('orders.page.paymentLink')}>
              <Typography.Link href={order.paymentLink} target="_blank" rel="noreferrer">
                {order.paymentLink}
              </Typography.Link>
            </Descriptions.Item>
          )}
        </Descriptions>
      </Card>
      <Card size="small" title={t('orders.page.products')}>
        <SimpleTable
          rows={order.products}
          rowKey={(p) => p.id}
          columns={[
            { key: 'name', title: t('orders.page.product'), render: (p) => p.name },
            { key: 'qty', title: t('orders.page.quantity'), render: (p) => p.qty },
            { key: 'price', title: t('orders.page.unitPrice'), render: (p) => money(p.price) },
          ]}
          footer={[
            { key: 'delivery', label: t('orders.page.deliveryPrice'), value: money(order.delivery_price) },
            {
              key: 'total',
              label: t('orders.page.total'),
              value: (
                <>
                  <strong data-testid="order-total">{money(order.price)}</strong>
                  {itemsTotal !== order.price ? ` (${money(itemsTotal)})` : ''}
                </>
              ),
            },
          ]}
        />
      </Card>
    </Flex>
  );
}
