import { isBlockedTotalQuantity, MAX_PRODUCT_QUANTITY } from '@umbrella/contract';

/** Product id → selected quantity (0–15) of the products step. */
export type Quantities = Record<number, number>;

export const MIN_QUANTITY = 0;
export const MAX_QUANTITY = MAX_PRODUCT_QUANTITY;

export function totalQuantity(quantities: Quantities): number {
  return Object.values(quantities).reduce((sum, qty) => sum + qty, 0);
}

/** A total of 0 or exactly 2 keeps the user on step 1 (ONEW-05..07). */
export function blocksProductsStep(quantities: Quantities): boolean {
  return isBlockedTotalQuantity(totalQuantity(quantities));
}

/** Keeps a typed quantity within 0–15 (ONEW-15); anything not a number counts as 0. */
export function clampQuantity(value: number | null | undefined): number {
  if (value == null || !Number.isFinite(value)) return MIN_QUANTITY;
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.trunc(value)));
}

/**
 * What a typed quantity becomes, and whether it had to change to become it: "-3", "abc" or an
 * emoji become 0, "99999999" becomes 15 and "2.5" (or "2,5") 2 — a part of a unit is not sold —
 * and the user is told so.
 */
export function readTypedQuantity(text: string): { qty: number; adjusted: boolean } {
  const trimmed = text.trim();
  if (trimmed === '') return { qty: MIN_QUANTITY, adjusted: false };
  const typed = /^-?\d+([.,]\d*)?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
  const qty = clampQuantity(typed);
  return { qty, adjusted: qty !== typed };
}

/** The part of a discount that decides whether a unit is free. */
export type FreeUnitRule = { kind: string; minQuantity: number };

/**
 * Units given free: one when the chosen discount is the "n-1 + 1" promotion (FREE_UNIT) and the
 * total reaches its minimum, as the server prices it (decision 0703); none otherwise.
 */
export function freeUnits(total: number, discount: FreeUnitRule | null | undefined): number {
  return discount?.kind === 'FREE_UNIT' && total > 1 && total >= discount.minQuantity ? 1 : 0;
}

/**
 * The total as the agent says it to the customer: the units charged, plus the free one only when
 * a unit really is free ("2 + 1"); 3 units with no such discount read "3"
 * (docs/decisions/1771-units-read-as-charged.md, amending 0901).
 */
export function formatTotalQuantity(total: number, free = 0): string {
  return free > 0 ? `${total - free} + ${free}` : String(total);
}

/** The quantities the calculation and the order send: only the products actually chosen. */
export function chosenItems(quantities: Quantities): { id: number; qty: number }[] {
  return Object.entries(quantities)
    .filter(([, qty]) => qty > 0)
    .map(([id, qty]) => ({ id: Number(id), qty }))
    .sort((a, b) => a.id - b.id);
}
