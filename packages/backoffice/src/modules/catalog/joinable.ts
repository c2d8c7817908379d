/**
 * The catalog's rows other modules join in one statement (decision 1816: a read that must stay one
 * statement takes a query the owner hands out, never the table by name). Each is a subquery built
 * on the catalog's own handle over the caller's connection or transaction; the caller aliases it
 * (`.leftJoin(catalogOffers(db).as('o'), …)` or `(${catalogOffers(db)}) o` in raw SQL).
 */
import type { Kysely, Transaction } from 'kysely';
import { type ModuleTables, ownTables } from '../../db/owners.js';

type Handle<DB extends ModuleTables<'catalog'>> = Kysely<DB> | Transaction<DB>;

/** Offers: their region, product, partner, script and commercial terms. */
export function catalogOffers<DB extends ModuleTables<'catalog'>>(db: Handle<DB>) {
  return ownTables(db, 'catalog')
    .selectFrom('offers')
    .select([
      'id',
      'name',
      'region_id',
      'product_id',
      'partner_id',
      'webmaster_id',
      'script_id',
      'type',
      'payout_minor',
      'price_minor',
      'active',
      'resale',
      'created_at',
    ]);
}

/** Products: name, region and list price. */
export function catalogProducts<DB extends ModuleTables<'catalog'>>(db: Handle<DB>) {
  return ownTables(db, 'catalog')
    .selectFrom('products')
    .select(['id', 'name', 'sku', 'region_id', 'price_minor', 'currency', 'active']);
}

/** Webmasters by name (their intake key stays the catalog's). */
export function catalogWebmasters<DB extends ModuleTables<'catalog'>>(db: Handle<DB>) {
  return ownTables(db, 'catalog').selectFrom('webmasters').select(['id', 'name', 'created_at']);
}

/** Regions: name, zone and currency. */
export function catalogRegions<DB extends ModuleTables<'catalog'>>(db: Handle<DB>) {
  return ownTables(db, 'catalog')
    .selectFrom('regions')
    .select(['id', 'name', 'full_name', 'country', 'phone_prefix', 'timezone', 'currency']);
}
