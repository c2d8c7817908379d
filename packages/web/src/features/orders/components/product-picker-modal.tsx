import { EDIT_QUANTITY, isBlockedTotalQuantity } from '@umbrella/contract';
import { Button, Flex, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegionProduct } from '@/lib/api/get-region-products';
import { type Quantities, totalQuantity } from '../lib/quantities';

const CHOICES = Array.from({ length: EDIT_QUANTITY.max - EDIT_QUANTITY.min + 1 }, (_, i) => EDIT_QUANTITY.min + i);

/**
 * The edit form's product picker (ORDER-33..35): each product's quantity is chosen from 1 to 8;
 * choosing the quantity already chosen takes the product off; OK is disabled while the total
 * quantity is 0 or 2.
 */
export function ProductPickerModal({
  products,
  initial,
  onCancel,
  onOk,
}: {
  products: readonly RegionProduct[];
  initial: Quantities;
  onCancel: () => void;
  onOk: (quantities: Quantities) => void;
}) {
  const { t } = useTranslation();
  const [quantities, setQuantities] = useState<Quantities>(initial);
  const choose = (productId: number, qty: number) =>
    setQuantities((current) => {
      const { [productId]: chosen, ...rest } = current;
      return chosen === qty ? rest : { ...rest, [productId]: qty };
    });
  return (
    <Modal
      open
      title={t('orders.desk.edit.pickerTitle')}
      okButtonProps={{ disabled: isBlockedTotalQuantity(totalQuantity(quantities)) }}
      onOk={() => onOk(quantities)}
      onCancel={onCancel}
    >
      <Flex vertical gap={12}>
        {products.map((product) => (
          <Flex key={product.id} vertical gap={4} data-testid={`picker-product-${product.id}`}>
            <Typography.Text>{product.name}</Typography.Text>
            <Space wrap>
              {CHOICES.map((qty) => (
                <Button
                  key={qty}
                  size="small"
                  type={quantities[product.id] === qty ? 'primary' : 'default'}
                  aria-pressed={quantities[product.id] === qty}
                  aria-label={t('orders.desk.edit.quantityOf', { name: product.name, qty })}
                  onClick={() => choose(product.id, qty)}
                >
                  {qty}
                </Button>
              ))}
            </Space>
          </Flex>
        ))}
      </Flex>
    </Modal>
  );
}
