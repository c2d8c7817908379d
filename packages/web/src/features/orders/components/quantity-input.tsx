import { Flex, InputNumber, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clampQuantity, MAX_QUANTITY, MIN_QUANTITY, readTypedQuantity } from '../lib/quantities';

type Props = { label: string; value: number; onChange: (qty: number) => void };

/**
 * One product's quantity (ONEW-15): whatever is typed becomes a whole number from 0 to 15, and
 * when that changes what was typed the field says which value is used instead of swallowing it.
 * The field does not round on its own (a precision of 0 made "2.5" a silent 3 on leaving it).
 */
export function QuantityInput({ label, value, onChange }: Props) {
  const { t } = useTranslation();
  const noteId = useId();
  const [used, setUsed] = useState<number | null>(null);
  return (
    <Flex vertical gap={2}>
      <InputNumber
        aria-label={label}
        aria-describedby={used === null ? undefined : noteId}
        min={MIN_QUANTITY}
        max={MAX_QUANTITY}
        status={used === null ? undefined : 'warning'}
        value={value}
        onInput={(text) => {
          const read = readTypedQuantity(text);
          setUsed(read.adjusted ? read.qty : null);
          onChange(read.qty);
        }}
        onChange={(next) => {
          if (typeof next === 'number') onChange(clampQuantity(next));
        }}
      />
      {used !== null && (
        <Typography.Text type="warning" id={noteId} role="status">
          {t('orders.products.quantityAdjusted', { min: MIN_QUANTITY, max: MAX_QUANTITY, qty: used })}
        </Typography.Text>
      )}
    </Flex>
  );
}
