import { Button, Descriptions, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderSaved } from '../types';

/** The title the specification gives in Spanish, in every interface language (ONEW-111). */
export const ORDER_CREATED_TITLE = 'Pedido creado con éxito';

/** The order-created confirmation (ONEW-111): order number, payment link and deposit instructions. */
export function OrderCreatedModal({ saved, onOk }: { saved: OrderSaved | null; onOk: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={saved !== null}
      title={ORDER_CREATED_TITLE}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={
        <Button type="primary" onClick={onOk} autoFocus>
          {t('orders.created.ok')}
        </Button>
      }
    >
      {saved && (
        <Descriptions column={1} size="small">
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
      )}
    </Modal>
  );
}
