/**
 * Products, discounts and the price calculation of the order modal's first step (ONEW-13..31):
 * products by region, discounts by offer or by lead ({id, name}), and calculate
 * {discountId, productIdToQuantity, leadId} → {totalPrice, discountApplied} in minor units.
 */
import Type, { type Static } from 'typebox';

/** Quantity per product in the creation modal (ONEW-15, OCONST-11). */
export const MAX_PRODUCT_QUANTITY = 15;

/** A total quantity of 0 or exactly 2 cannot leave step 1 nor be ordered (ONEW-05/06). */
export function isBlockedTotalQuantity(total: number): boolean {
  return total === 0 || total === 2;
}

/** How a discount changes the subtotal (docs/decisions/0703-discounts-and-prices.md). */
export const DISCOUNT_KINDS = ['PERCENT', 'AMOUNT', 'FREE_UNIT'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

export const ProductDto = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    description: Type.String(),
    regionId: Type.String(),
    price: Type.Integer({ description: 'minor units' }),
    currency: Type.String(),
  },
  { $id: 'Product' },
);
export type ProductDto = Static<typeof ProductDto>;

export const ProductsQuery = Type.Object({ regionId: Type.String({ minLength: 1 }) });

/** A discount as the modal lists it (ONEW-31), with what it does for the UI's hint. */
export const DiscountDto = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    kind: Type.Enum(DISCOUNT_KINDS),
    /** Percent for PERCENT, minor units for AMOUNT, unused for FREE_UNIT. */
    value: Type.Integer(),
    /** The discount applies from this total quantity on. */
    minQuantity: Type.Integer(),
  },
  { $id: 'Discount' },
);
export type DiscountDto = Static<typeof DiscountDto>;

export const CalculateBody = Type.Object(
  {
    leadId: Type.Integer({ minimum: 1 }),
    discountId: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
    /** Product id (as an object key) → quantity 0–15. */
    // Keys are product ids (1 to 999 999 999, within PostgreSQL integer); any other key is a 400
    // naming it. (Type.Record drops a key pattern, so the pattern is spelt out here.)
    productIdToQuantity: Type.Object(
      {},
      {
        patternProperties: {
          '^[1-9][0-9]{0,8}$': Type.Integer({ minimum: 0, maximum: MAX_PRODUCT_QUANTITY }),
        },
        additionalProperties: false,
      },
    ),
  },
  { $id: 'CalculateBody' },
);
export type CalculateBody = Static<typeof CalculateBody>;

export const CalculateResult = Type.Object(
  {
    totalPrice: Type.Integer({ description: 'minor units, after the discount' }),
    discountApplied: Type.Boolean(),
    /** Before the discount; equals totalPrice when none applied. */
    subtotal: Type.Integer(),
    currency: Type.String(),
  },
  { $id: 'CalculateResult' },
);
export type CalculateResult = Static<typeof CalculateResult>;
