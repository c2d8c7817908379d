import { type DeliveryOption, formatMoney, NOTIFICATION_TYPES, type NotificationType } from '@umbrella/contract';
import { Alert, Descriptions, Flex, Form, Select, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RegionProduct } from '@/lib/api/get-region-products';
import { formatDay } from '@/lib/format/format-date';
import type { PriceState } from '../hooks/use-price';
import type { AddressState } from '../lib/address-state';
import { chosenItems, type Quantities } from '../lib/quantities';
import type { DeliveryDraft } from '../lib/validation';

/** The deposit warning is Spanish in every interface language, and only on deposit orders (ONEW-102). */
export const DEPOSIT_WARNING_ES =
  'Importante: los pedidos con depósito se despachan solo después de confirmar el pago. Indique al cliente que envíe el comprobante.';

type Props = {
  address: AddressState;
  option: DeliveryOption | null;
  delivery: DeliveryDraft;
  phone: string;
  products: RegionProduct[];
  quantities: Quantities;
  price: PriceState;
  notificationType: NotificationType;
  onNotificationType: (type: NotificationType) => void;
};

/** Step 4 (ONEW-100..103): the summary, the products and total, the deposit warning and the channel. */
export function CheckStep(props: Props) {
  const { t } = useTranslation();
  const { address, option, delivery } = props;
  const rows = chosenItems(props.quantities).map((item) => ({
    key: item.id,
    name: props.products.find((p) => p.id === item.id)?.name ?? `#${item.id}`,
    qty: item.qty,
  }));
  return (
    <Flex vertical gap={16}>
      <Descriptions size="small" bordered column={2} data-testid="order-check-summary">
        <Descriptions.Item label={t('orders.check.customer')}>{delivery.fullName}</Descriptions.Item>
        <Descriptions.Item label={t('orders.check.phone')}>{props.phone}</Descriptions.Item>
        <Descriptions.Item label={t('orders.check.payment')}>
          {address.paymentMethod ? t(`orders.check.${address.paymentMethod}`) : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.check.city')}>{address.address?.city}</Descriptions.Item>
        <Descriptions.Item label={t('orders.check.district')}>{address.address?.district}</Descriptions.Item>
        <Descriptions.Item label={t('orders.check.postalCode')}>{address.address?.postalCode}</Descriptions.Item>
        <Descriptions.Item label={t('orders.check.deliveryTime')}>
          {address.date ? formatDay(address.date) : ''} {address.time}
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.check.address')}>{delivery.street}</Descriptions.Item>
        <Descriptions.Item label={t('orders.check.reference')}>{delivery.addressReference || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('orders.check.pickupPoint')}>{option?.pickupPoint ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('orders.check.provider')}>{option?.providerName}</Descriptions.Item>
      </Descriptions>
      <Table
        size="small"
        pagination={false}
        dataSource={rows}
        columns={[
          { title: t('orders.check.product'), dataIndex: 'name' },
          { title: t('orders.check.quantity'), dataIndex: 'qty' },
        ]}
      />
      <Typography.Text strong data-testid="check-total">
        {t('orders.check.totalPrice')}:{' '}
        {props.price.status === 'ready' ? formatMoney(props.price.price.totalPrice, props.price.price.currency) : '—'}
      </Typography.Text>
      {address.paymentMethod === 'deposit' && (
        <Alert type="warning" showIcon title={<span lang="es">{DEPOSIT_WARNING_ES}</span>} />
      )}
      <Form layout="vertical" component="div">
        <Form.Item label={t('orders.check.notification')}>
          <Select
            aria-label={t('orders.check.notification')}
            style={{ width: 200 }}
            value={props.notificationType}
            options={NOTIFICATION_TYPES.map((type) => ({ value: type, label: type }))}
            onChange={props.onNotificationType}
          />
        </Form.Item>
      </Form>
    </Flex>
  );
}
