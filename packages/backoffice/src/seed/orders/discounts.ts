/**
 * Demo discounts per region: "2 + 1" (the cheapest unit free from 3 units, shown by the modal
 * as "n-1 + 1"), 10 % for one affiliate's offers and a fixed amount for leads without an offer.
 * Which offers each applies to is given by affiliate code (catalog.ts's offer ids end with it).
 */
import type { DiscountKind } from '@umbrella/contract';

export type DemoDiscount = {
  key: string;
  name: string;
  kind: DiscountKind;
  value: number;
  minQuantity: number;
  /** Offered for leads without an offer. */
  general: boolean;
  /** Affiliate codes whose offers carry it; 'ALL' for every offer of the region. */
  offersOf: readonly string[] | 'ALL';
};

export const DEMO_DISCOUNTS: readonly DemoDiscount[] = [
  {
    key: 'free-unit',
    name: '2 + 1 gratis',
    kind: 'FREE_UNIT',
    value: 0,
    minQuantity: 3,
    general: true,
    offersOf: 'ALL',
  },
  {
    key: 'percent-10',
    name: 'Descuento 10 %',
    kind: 'PERCENT',
    value: 10,
    minQuantity: 1,
    general: false,
    offersOf: ['LMX', 'BOT'],
  },
  { key: 'amount', name: 'Descuento fijo', kind: 'AMOUNT', value: 0, minQuantity: 1, general: true, offersOf: ['AFP'] },
];

/** The fixed discount in each currency, minor units (about 5 USD). */
export const FIXED_DISCOUNT_MINOR: Record<string, number> = {
  PEN: 2_000,
  CLP: 500_000,
  COP: 2_000_000,
  MXN: 10_000,
};
