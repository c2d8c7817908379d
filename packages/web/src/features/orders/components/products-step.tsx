import { formatMoney } from '@umbrella/contract';
import { Alert, Empty, Flex, Select, Spin, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RegionProduct } from '@/lib/api/get-region-products';
import type { DiscountOption } from '../api/get-discounts';
import type { PriceState } from '../hooks/use-price';
import { MESSAGE_KEYS } from '../lib/messages';
import { formatTotalQuantity, freeUnits, type Quantities, totalQuantity } from '../lib/quantities';
import { QuantityInput } from './quantity-input';

export type ProductsStepProps = {
  products: RegionProduct[] | undefined;
  loading: boolean;
  quantities: Quantities;
  onQuantity: (productId: number, qty: number) => void;
  discounts: DiscountOption[];
  discountId: number | null;
  onDiscount: (discountId: number | null) => void;
  price: PriceState;
};

/** Step 1 (ONEW-13..31): the region's products with a quantity each, the discount and the total. */
export function ProductsStep(props: ProductsStepProps) {
  const { t } = useTranslation();
  const { products, quantities, price } = props;
  if (props.loading) return <Spin />;
  if (!products || products.length === 0) {
    return <Empty description={t(MESSAGE_KEYS.productsEmpty)} />;
  }
  const total = totalQuantity(quantities);
  const discount = props.discounts.find((d) => d.id === props.discountId);
  return (
    <Flex vertical gap={16}>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={products}
        columns={[
          { title: t('orders.products.product'), dataIndex: 'name' },
          { title: t('orders.products.price'), render: (_, p) => formatMoney(p.price, p.currency) },
          {
            title: t('orders.products.quantity'),
            render: (_, p) => (
              <QuantityInput
                label={t('orders.products.quantityOf', { name: p.name })}
                value={quantities[p.id] ?? 0}
                onChange={(qty) => props.onQuantity(p.id, qty)}
              />
            ),
          },
        ]}
      />
      <Flex gap={16} align="center" wrap>
        <Typography.Text>{t('orders.products.discount')}</Typography.Text>
        <Select
          aria-label={t('orders.products.discount')}
          style={{ minWidth: 280 }}
          allowClear
          placeholder={t('orders.products.noDiscount')}
          value={props.discountId ?? undefined}
          options={props.discounts.map((d) => ({ value: d.id, label: d.name }))}
          onChange={(value: number | undefined) => props.onDiscount(value ?? null)}
        />
      </Flex>
      <Flex gap={24} align="center" data-testid="order-total">
        <Typography.Text>
          {t('orders.products.totalQuantity')}:{' '}
          <strong data-testid="total-quantity">{formatTotalQuantity(total, freeUnits(total, discount))}</strong>
        </Typography.Text>
        <Typography.Text>
          {t('orders.products.totalPrice')}: <PriceText price={price} />
        </Typography.Text>
      </Flex>
      {total === 0 && <Alert type="info" showIcon title={t('orders.products.nothingChosen')} />}
      {total === 2 && <Alert type="warning" showIcon title={t('orders.products.blockedTwo')} />}
      {price.status === 'invalid' && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('orders.products.invalidSelection', { message: price.error.message })}
          description={Object.values(price.error.fieldTexts).join('; ') || undefined}
        />
      )}
    </Flex>
  );
}

function PriceText({ price }: { price: PriceState }) {
  const { t } = useTranslation();
  if (price.status === 'ready') {
    return (
      <strong data-testid="total-price">
        {formatMoney(price.price.totalPrice, price.price.currency)}
        {price.price.discountApplied ? ` (${t('orders.products.discountApplied')})` : ''}
      </strong>
    );
  }
  if (price.status === 'pending') return <span data-testid="total-price">{t('orders.products.calculating')}</span>;
  return <strong data-testid="total-price">—</strong>;
}
