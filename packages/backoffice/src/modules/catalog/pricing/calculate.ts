/**
 * The price of a selection (ONEW-30): units at their price (the lead's product at its offer's
 * price), then at most one discount, applied only from its minimum total quantity on. Money is
 * integer minor units throughout (docs/decisions/0703-discounts-and-prices.md).
 */
import type { DiscountKind } from '@umbrella/contract';

export type PriceLine = { productId: number; qty: number; unitPriceMinor: number };
export type AppliedDiscount = { kind: DiscountKind; value: number; minQuantity: number };
export type Price = { subtotal: number; total: number; discountApplied: boolean };

export function priceSelection(lines: readonly PriceLine[], discount: AppliedDiscount | null): Price {
  const selected = lines.filter((l) => l.qty > 0);
  const subtotal = selected.reduce((sum, l) => sum + l.unitPriceMinor * l.qty, 0);
  const quantity = selected.reduce((sum, l) => sum + l.qty, 0);
  if (!discount || subtotal === 0 || quantity < discount.minQuantity) {
    return { subtotal, total: subtotal, discountApplied: false };
  }
  let reduction = 0;
  if (discount.kind === 'PERCENT') reduction = Math.round((subtotal * Math.min(discount.value, 100)) / 100);
  if (discount.kind === 'AMOUNT') reduction = Math.min(discount.value, subtotal);
  // "n-1 + 1": the cheapest selected unit is free.
  if (discount.kind === 'FREE_UNIT') reduction = Math.min(...selected.map((l) => l.unitPriceMinor));
  return { subtotal, total: subtotal - reduction, discountApplied: reduction > 0 };
}
