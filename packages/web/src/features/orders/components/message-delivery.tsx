import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderEventDelivery } from '../types';

const COLOR: Record<OrderEventDelivery['status'], string> = {
  pending: 'gold',
  sending: 'blue',
  sent: 'green',
  failed: 'red',
};

/** The delivery state of the message an order event queued, with who carried it and the provider's reason. */
export function MessageDelivery({ delivery }: { delivery: OrderEventDelivery }) {
  const { t } = useTranslation();
  const via = delivery.transport ? t('orders.desk.events.delivery.via', { transport: delivery.transport }) : null;
  return (
    <Space orientation="vertical" size={0} data-testid="message-delivery">
      <span>
        <Tag color={COLOR[delivery.status]}>{t(`orders.desk.events.delivery.${delivery.status}`)}</Tag>
        {via && <Typography.Text type="secondary">{via}</Typography.Text>}
      </span>
      {delivery.reason && (
        <Typography.Text type={delivery.status === 'failed' ? 'danger' : 'secondary'}>
          {delivery.status === 'failed'
            ? t('orders.desk.events.delivery.failedReason', { reason: delivery.reason })
            : t('orders.desk.events.delivery.retryReason', { reason: delivery.reason, attempts: delivery.attempts })}
        </Typography.Text>
      )}
    </Space>
  );
}
