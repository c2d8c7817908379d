/** Products, offers and discounts as the price calculation and the modal's first step read them. */
import type { DiscountDto, ProductDto } from '@umbrella/contract';
import type { ModuleDb } from '../../../db/owners.js';

export type PricedLead = {
  id: number;
  regionId: string;
  productId: number;
  offerId: string | null;
  /** The offer's price of the lead's product, when the lead came with an active offer. */
  offerPriceMinor: number | null;
  currency: string;
};

export type DiscountRow = DiscountDto & { regionId: string };

export async function listRegionProducts(db: ModuleDb<'catalog'>, regionId: string): Promise<ProductDto[]> {
  const rows = await db
    .selectFrom('products')
    .select(['id', 'name', 'description', 'region_id', 'price_minor', 'currency'])
    .where('region_id', '=', regionId)
    .where('active', '=', true)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    regionId: r.region_id,
    price: r.price_minor,
    currency: r.currency,
  }));
}

/** The lead's price facts: its region's currency and its active offer's price (the lead itself is the workspace's). */
export async function loadPricedLead(
  db: ModuleDb<'catalog'>,
  lead: Pick<PricedLead, 'id' | 'regionId' | 'productId' | 'offerId'>,
): Promise<PricedLead | undefined> {
  // One round trip for both (an agent's every order prices its lead): the offer joins the region's row.
  const { offerId } = lead;
  const row = await db
    .selectFrom('regions as r')
    .leftJoin('offers as o', (join) =>
      join.on((eb) => (offerId ? eb.and([eb('o.id', '=', offerId), eb('o.active', '=', true)]) : eb.lit(false))),
    )
    .select(['r.currency', 'o.price_minor', 'o.product_id'])
    .where('r.id', '=', lead.regionId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: lead.id,
    regionId: lead.regionId,
    productId: lead.productId,
    offerId: lead.offerId,
    offerPriceMinor: row.product_id !== null && row.product_id === lead.productId ? row.price_minor : null,
    currency: row.currency,
  };
}

export async function findOfferRegion(db: ModuleDb<'catalog'>, offerId: string): Promise<string | undefined> {
  const row = await db.selectFrom('offers').select('region_id').where('id', '=', offerId).executeTakeFirst();
  return row?.region_id;
}

const discountColumns = ['d.id', 'd.name', 'd.kind', 'd.value', 'd.min_quantity', 'd.region_id'] as const;

function toDiscount(r: {
  id: number;
  name: string;
  kind: DiscountDto['kind'];
  value: number;
  min_quantity: number;
  region_id: string;
}): DiscountRow {
  return { id: r.id, name: r.name, kind: r.kind, value: r.value, minQuantity: r.min_quantity, regionId: r.region_id };
}

export async function discountsOfOffer(db: ModuleDb<'catalog'>, offerId: string): Promise<DiscountRow[]> {
  const rows = await db
    .selectFrom('offer_discounts as od')
    .innerJoin('discounts as d', 'd.id', 'od.discount_id')
    .select(discountColumns)
    .where('od.offer_id', '=', offerId)
    .where('d.active', '=', true)
    .orderBy('d.id')
    .execute();
  return rows.map(toDiscount);
}

/** Discounts by lead (ONEW-21): those of its offer, or the region's general ones without an offer. */
export async function discountsOfLead(
  db: ModuleDb<'catalog'>,
  lead: Pick<PricedLead, 'offerId' | 'regionId'>,
): Promise<DiscountRow[]> {
  if (lead.offerId) return discountsOfOffer(db, lead.offerId);
  const rows = await db
    .selectFrom('discounts as d')
    .select(discountColumns)
    .where('d.region_id', '=', lead.regionId)
    .where('d.general', '=', true)
    .where('d.active', '=', true)
    .orderBy('d.id')
    .execute();
  return rows.map(toDiscount);
}

export type PricedProduct = { id: number; name: string; regionId: string; priceMinor: number; active: boolean };

export async function findProducts(
  db: ModuleDb<'catalog'>,
  ids: readonly number[],
): Promise<Map<number, PricedProduct>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('products')
    .select(['id', 'name', 'region_id', 'price_minor', 'active'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      { id: r.id, name: r.name, regionId: r.region_id, priceMinor: r.price_minor, active: r.active },
    ]),
  );
}
