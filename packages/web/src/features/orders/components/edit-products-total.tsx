import { formatMoney } from '@umbrella/contract';
import { Button, Flex, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Quantities } from '../lib/quantities';

/** The edit form's chosen products (with the button that opens the picker) and the total the back-office priced. */
export function EditProductsTotal({
  products,
  quantities,
  onPick,
  total,
  currency,
  noDiscount,
  label,
}: {
  products: { id: number; name: string }[] | undefined;
  quantities: Quantities;
  onPick: () => void;
  total: number | undefined;
  currency: string;
  /** A priced total the order's discount did not apply to. */
  noDiscount: boolean;
  label: (field: string) => string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item label={label('products')} required>
        <Flex vertical gap={4} data-testid="edit-products">
          {(products ?? [])
            .filter((p) => quantities[p.id])
            .map((p) => (
              <Typography.Text key={p.id}>{`${p.name} × ${quantities[p.id]}`}</Typography.Text>
            ))}
          <Button size="small" onClick={onPick} disabled={!products}>
            {t('orders.desk.edit.chooseProducts')}
          </Button>
        </Flex>
      </Form.Item>
      <Form.Item label={label('total')} required>
        <Typography.Text strong data-testid="edit-total">
          {total ? formatMoney(total, currency) : '—'}
        </Typography.Text>
        {noDiscount && (
          <Typography.Text type="secondary" style={{ marginLeft: 12 }}>
            {t('orders.desk.edit.noDiscount')}
          </Typography.Text>
        )}
      </Form.Item>
    </>
  );
}
