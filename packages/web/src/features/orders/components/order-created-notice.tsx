import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderSaved } from '../types';

/** The title the specification gives in Spanish, in every interface language (ONEW-111). */
export const ORDER_CREATED_TITLE = 'Pedido creado con éxito';

/**
 * What the order-created confirmation says (ONEW-111): order number, payment link and deposit
 * instructions. Shown as a success notification while the order page opens (decision 0902).
 */
export function OrderCreatedDetails({ saved }: { saved: OrderSaved }) {
  const { t } = useTranslation();
  return (
    <Descriptions column={1} size="small" data-testid="order-created">
      <Descriptions.Item label={t('orders.created.orderNumber')}>
        <Typography.Text strong copyable data-testid="created-short-code">
          {saved.order.short_code}
        </Typography.Text>
      </Descriptions.Item>
      {saved.paymentLink && (
        <Descriptions.Item label={t('orders.created.paymentLink')}>
          <Typography.Link href={saved.paymentLink} target="_blank" rel="noreferrer" copyable>
            {saved.paymentLink}
          </Typography.Link>
        </Descriptions.Item>
      )}
      {saved.depositInstructions && (
        <Descriptions.Item label={t('orders.created.depositInstructions')}>
          <Typography.Paragraph style={{ whiteSpace: 'pre-line', margin: 0 }}>
            {saved.depositInstructions}
          </Typography.Paragraph>
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
