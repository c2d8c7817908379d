import { formatMoney } from '@umbrella/contract';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RegionProduct } from '@/lib/api/get-region-products';
import type { PriceState } from '../hooks/use-price';
import { type FreeUnitRule, formatTotalQuantity, freeUnits, type Quantities, totalQuantity } from '../lib/quantities';

type BriefProps = {
  products: RegionProduct[];
  quantities: Quantities;
  price: PriceState;
  /** The chosen discount, if any: a free unit reads "n-1 + 1". */
  discount?: FreeUnitRule;
};

/** The product-selection brief: what is chosen, how many units and the total (ONEW-28, ONEW-29). */
export function ProductBrief({ products, quantities, price, discount }: BriefProps) {
  const { t } = useTranslation();
  const total = totalQuantity(quantities);
  const chosen = products.filter((p) => (quantities[p.id] ?? 0) > 0);
  return (
    <Card size="small" title={t('orders.brief.title')} data-testid="product-brief" style={{ maxWidth: 260 }}>
      {chosen.length === 0 ? (
        <Typography.Text type="secondary">{t('orders.brief.empty')}</Typography.Text>
      ) : (
        chosen.map((p) => (
          <div key={p.id}>
            {p.name} × {quantities[p.id]}
          </div>
        ))
      )}
      <Typography.Text strong>
        {formatTotalQuantity(total, freeUnits(total, discount))}
        {price.status === 'ready' ? ` · ${formatMoney(price.price.totalPrice, price.price.currency)}` : ''}
      </Typography.Text>
    </Card>
  );
}
