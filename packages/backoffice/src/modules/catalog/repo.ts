import type { RegionDto } from '@umbrella/contract';
import type { ModuleDb } from '../../db/owners.js';

const regionColumns = ['id', 'name', 'full_name', 'country', 'phone_prefix', 'timezone', 'currency'] as const;

type RegionRow = { [K in (typeof regionColumns)[number]]: string };

function toDto(row: RegionRow): RegionDto {
  return {
    id: row.id,
    name: row.name,
    fullName: row.full_name,
    country: row.country,
    phonePrefix: row.phone_prefix,
    timezone: row.timezone,
    currency: row.currency,
  };
}

/** The regions with these ids, in id order; an empty list gives none. */
export async function listRegions(db: ModuleDb<'catalog'>, ids: readonly string[]): Promise<RegionDto[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('regions')
    .select(regionColumns)
    .where('id', 'in', [...ids])
    .orderBy('id')
    .execute();
  return rows.map(toDto);
}

export async function findRegion(db: ModuleDb<'catalog'>, id: string): Promise<RegionDto | undefined> {
  const row = await db.selectFrom('regions').select(regionColumns).where('id', '=', id).executeTakeFirst();
  return row ? toDto(row) : undefined;
}

/** An offer with its price, the currency of its product and its webmaster, for the lead page. */
export async function findOfferSummary(db: ModuleDb<'catalog'>, offerId: string) {
  return db
    .selectFrom('offers as o')
    .innerJoin('products as p', 'p.id', 'o.product_id')
    .select(['o.id', 'o.name', 'o.price_minor', 'p.currency', 'o.webmaster_id'])
    .where('o.id', '=', offerId)
    .executeTakeFirst();
}

export async function findWebmaster(db: ModuleDb<'catalog'>, webmasterId: number) {
  return db.selectFrom('webmasters').select(['id', 'name']).where('id', '=', webmasterId).executeTakeFirst();
}

export type ProductWithOffers = { id: number; name: string; regionId: string; offerIds: string[] };

/**
 * Products of these regions with the ids of their offers, narrowed to one product or to the
 * product of one offer (the scripts list's filters, SCRIPT-02).
 */
export async function listProductsWithOffers(
  db: ModuleDb<'catalog'>,
  filter: { regionIds: readonly string[]; productId?: number; offerId?: string; productIds?: readonly number[] },
): Promise<ProductWithOffers[]> {
  if (!filter.regionIds.length || filter.productIds?.length === 0) return [];
  let query = db
    .selectFrom('products as p')
    .leftJoin('offers as o', 'o.product_id', 'p.id')
    .select(['p.id', 'p.name', 'p.region_id', 'o.id as offer_id'])
    .where('p.region_id', 'in', [...filter.regionIds])
    .orderBy('p.id')
    .orderBy('o.id');
  if (filter.productId !== undefined) query = query.where('p.id', '=', filter.productId);
  if (filter.productIds) query = query.where('p.id', 'in', [...filter.productIds]);
  if (filter.offerId !== undefined) {
    const offerId = filter.offerId;
    query = query.where('p.id', 'in', (qb) => qb.selectFrom('offers').select('product_id').where('id', '=', offerId));
  }
  const products = new Map<number, ProductWithOffers>();
  for (const row of await query.execute()) {
    const product = products.get(row.id) ?? { id: row.id, name: row.name, regionId: row.region_id, offerIds: [] };
    if (row.offer_id) product.offerIds.push(row.offer_id);
    products.set(row.id, product);
  }
  return [...products.values()];
}
