/**
 * What the webmasters' screens read of the catalog: its offers, products and webmasters as
 * subqueries bound once to the application's handle (decision 1823), and the lookups over them the
 * rates and guarantees share (an offer's terms, a webmaster's name, the webmaster page).
 */
import type { Kysely } from 'kysely';
import type { ModuleDb } from '../../db/owners.js';
import type { Database } from '../../db/types.js';
import { fetchPage } from '../../platform/pagination.js';
import { catalogOffers, catalogProducts, catalogWebmasters } from '../catalog/index.js';

type Db = ModuleDb<'webmasters'>;

/** The catalog's rows the lists join, bound once to the application's handle. */
export function catalogReads(app: Kysely<Database>) {
  return { offers: catalogOffers(app), products: catalogProducts(app), webmasters: catalogWebmasters(app) };
}
export type CatalogReads = ReturnType<typeof catalogReads>;

export type OfferTerms = { id: string; regionId: string; payout: number };

export async function findOfferTerms(db: Db, reads: CatalogReads, offerId: string): Promise<OfferTerms | undefined> {
  const row = await db
    .selectFrom(reads.offers.as('o'))
    .select(['o.id', 'o.region_id', 'o.payout_minor'])
    .where('o.id', '=', offerId)
    .executeTakeFirst();
  return row && { id: row.id, regionId: row.region_id, payout: row.payout_minor };
}

export async function webmasterExists(db: Db, reads: CatalogReads, id: number): Promise<boolean> {
  const row = await db.selectFrom(reads.webmasters.as('w')).select('w.id').where('w.id', '=', id).executeTakeFirst();
  return row !== undefined;
}

export async function webmasterName(db: Db, reads: CatalogReads, id: number): Promise<string> {
  const row = await db
    .selectFrom(reads.webmasters.as('w'))
    .select('w.name')
    .where('w.id', '=', id)
    .executeTakeFirstOrThrow();
  return row.name;
}

/** getWebmasterPage(number, size): webmasters by name. */
export function webmasterPage(db: Db, reads: CatalogReads, number: number, size: number) {
  const webmasters = db.selectFrom(reads.webmasters.as('w'));
  return fetchPage(webmasters.select(['w.id', 'w.name']).orderBy('w.name'), webmasters, { page: number, size });
}
