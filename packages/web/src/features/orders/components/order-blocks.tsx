import { formatMoney } from '@umbrella/contract';
import { Card, Descriptions, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SimpleTable } from '@/components/simple-table';
import { formatDate, formatDateTime, formatDay } from '@/lib/format/format-date';
import type { OrderDto } from '../types';

export type OrderBlocksProps = {
  order: OrderDto;
  /** The phone line's extra control (Change phone). */
  phoneAction?: ReactNode;
  /** Opened from search: the tags block is added (ORDER-06). */
  withTags: boolean;
  /** The external id's extra control (change the tracking number, ORDER-57). */
  trackingAction?: ReactNode;
};

/** The order details view (ORDER-05): customer and address, order info, products and totals; tags from search. */
export function OrderBlocks({ order, phoneAction, withTags, trackingAction }: OrderBlocksProps) {
  const { t } = useTranslation();
  const money = (minor: number) => formatMoney(minor, order.currency);
  const itemsTotal = order.products.reduce((sum, p) => sum + p.price * p.qty, 0);
  const slot =
    (order.deliveryInfo.preferredDate ? formatDay(order.deliveryInfo.preferredDate) : null) ??
    (order.preferred_date ? formatDate(order.preferred_date) : '—');
  const idx = order.addr?.addressIdx;
  return (
    <Flex vertical gap={16}>
      <Flex gap={16} wrap>
        <Card
          size="small"
          title={t('orders.desk.blocks.customer')}
          style={{ flex: '1 1 320px' }}
          data-testid="block-customer"
        >
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t('orders.page.customer')}>{order.full_name}</Descriptions.Item>
            <Descriptions.Item label={t('orders.page.phone')}>
              <span data-testid="order-phone">{order.phone}</span>
              {phoneAction}
            </Descriptions.Item>
            <Descriptions.Item label={t('orders.page.address')}>{order.address}</Descriptions.Item>
            <Descriptions.Item label={t('orders.page.reference')}>{order.address2 ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('orders.page.city')}>{order.city}</Descriptions.Item>
            <Descriptions.Item label={t('orders.page.district')}>{order.district}</Descriptions.Item>
            <Descriptions.Item label={t('orders.page.postalCode')}>{order.postal_code}</Descriptions.Item>
            {idx && (
              <Descriptions.Item label={t('orders.desk.blocks.addressIdx')}>
                {[idx.region, idx.province, idx.city, idx.district].join(' / ')}
                {idx.ubigeo ? ` (${idx.ubigeo})` : ''}
              </Descriptions.Item>
            )}
            {order.ccNumber != null && <Descriptions.Item label="CC">{order.ccNumber}</Descriptions.Item>}
            {order.email != null && <Descriptions.Item label="Email">{order.email}</Descriptions.Item>}
          </Descriptions>
        </Card>
        <Card size="small" title={t('orders.desk.blocks.info')} style={{ flex: '1 1 320px' }} data-testid="block-info">
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t('orders.page.payment')}>
              {t(order.deposit ? 'orders.check.deposit' : 'orders.check.payOnDelivery')}
            </Descriptions.Item>
            <Descriptions.Item label={t('orders.page.provider')}>
              {order.delivery_provider_name ?? '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('orders.page.pickupPoint')}>
              {order.deliveryInfo.pickupPoint ?? '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('orders.page.preferredDate')}>
              <span data-testid="order-slot">
                {slot} {order.deliveryInfo.preferredDeliveryTime ?? ''}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('orders.page.created')}>{formatDateTime(order.created)}</Descriptions.Item>
            <Descriptions.Item label={t('orders.desk.blocks.externalId')}>
              <span data-testid="order-external-id">{order.externalId ?? '—'}</span> {trackingAction}
            </Descriptions.Item>
            {order.trackingLink && (
              <Descriptions.Item label={t('orders.desk.blocks.tracking')}>
                <Typography.Link href={order.trackingLink} target="_blank" rel="noreferrer">
                  {order.trackingLink}
                </Typography.Link>
              </Descriptions.Item>
            )}
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
      </Flex>
      <Card size="small" title={t('orders.page.products')} data-testid="block-products">
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
      {withTags && (
        <Card size="small" title={t('orders.desk.blocks.tags')} data-testid="block-tags">
          {order.tags.length ? order.tags.map((tag) => <Tag key={tag}>{tag}</Tag>) : t('orders.desk.blocks.noTags')}
        </Card>
      )}
    </Flex>
  );
}
