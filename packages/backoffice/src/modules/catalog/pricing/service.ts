/**
 * Prices a selection for a lead: checks that every product belongs to the lead's region and that
 * the discount is one offered for the lead, then prices it. Shared by calculate and order
 * creation so that the total an agent saw is the total the order gets.
 */
import type { ModuleDb } from '../../../db/owners.js';
import type { Caller } from '../../../platform/caller.js';
import { invalidField, type Refusal } from '../../../platform/http-error.js';
import { foundInRegions } from '../../../platform/region-scope.js';
import { type Price, type PriceLine, priceSelection } from './calculate.js';
import { type DiscountRow, discountsOfLead, findProducts, type PricedLead } from './repo.js';

export type PricedLine = PriceLine & { name: string };
export type PricedSelection = Price & { lead: PricedLead; lines: PricedLine[]; discount: DiscountRow | null };

export type SelectionRequest = {
  leadId: number;
  discountId?: number | null;
  /** product id → quantity, in the caller's order. */
  quantities: readonly { productId: number; qty: number; field: string }[];
};

/** `lead` is the request's lead as the catalog service loaded it (undefined: there is none). */
export async function priceForLead(
  db: ModuleDb<'catalog'>,
  caller: Pick<Caller, 'regionIds'>,
  found: PricedLead | undefined,
  request: SelectionRequest,
): Promise<PricedSelection> {
  const lead = foundInRegions(caller, found, (l) => l.regionId, {
    key: 'notFoundLead',
    values: { id: request.leadId },
  });
  const products = await findProducts(
    db,
    request.quantities.map((q) => q.productId),
  );
  const errors: Record<string, Refusal> = {};
  const seen = new Set<number>();
  const lines: PricedLine[] = [];
  for (const { productId, qty, field } of request.quantities) {
    const product = products.get(productId);
    if (!product?.active || product.regionId !== lead.regionId) {
      errors[field] = { key: 'notAvailableProductOf', values: { regionId: lead.regionId } };
      continue;
    }
    if (seen.has(productId)) {
      errors[field] = 'is listed twice';
      continue;
    }
    seen.add(productId);
    const unitPriceMinor =
      productId === lead.productId && lead.offerPriceMinor !== null ? lead.offerPriceMinor : product.priceMinor;
    lines.push({ productId, qty, unitPriceMinor, name: product.name });
  }
  let discount: DiscountRow | null = null;
  if (request.discountId) {
    discount = (await discountsOfLead(db, lead)).find((d) => d.id === request.discountId) ?? null;
    if (!discount) errors.discountId = 'is not a discount offered for this lead';
  }
  if (Object.keys(errors).length) throw invalidField(errors);
  return { ...priceSelection(lines, discount), lead, lines, discount };
}
