import type { Kysely, Transaction } from 'kysely';
import { type ModuleTables, ownTables } from '../../db/owners.js';
import { announceStale } from '../../platform/stale-answers.js';

/**
 * A webmaster's intake API key, kept as its hash on the catalog's webmaster (the lead intake
 * looks the webmaster up by it; an administrator replaces it, so the old key stops working).
 */
export async function webmasterOfKeyHash<DB extends ModuleTables<'catalog'>>(
  handle: Kysely<DB> | Transaction<DB>,
  hash: string,
): Promise<number | undefined> {
  const row = await ownTables(handle, 'catalog')
    .selectFrom('webmasters')
    .select('id')
    .where('api_key_hash', '=', hash)
    .executeTakeFirst();
  return row?.id;
}

/**
 * Replaces the webmaster's key hash; false when there is no such webmaster. Every back-office that
 * keeps key answers hears of it (in a transaction, at its commit; the caller forgets here after it).
 */
export async function setWebmasterKeyHash<DB extends ModuleTables<'catalog'>>(
  handle: Kysely<DB> | Transaction<DB>,
  webmasterId: number,
  hash: string,
): Promise<boolean> {
  const updated = await ownTables(handle, 'catalog')
    .updateTable('webmasters')
    .set({ api_key_hash: hash })
    .where('id', '=', webmasterId)
    .executeTakeFirst();
  if (!Number(updated.numUpdatedRows)) return false;
  await announceStale(handle, 'webmaster-keys', [webmasterId]);
  return true;
}

/** An offer a lead may come in for: active, of an active product; its product and region. */
export async function activeOffer<DB extends ModuleTables<'catalog'>>(
  handle: Kysely<DB> | Transaction<DB>,
  offerId: string,
): Promise<{ id: string; productId: number; regionId: string; webmasterId: number | null } | undefined> {
  const row = await ownTables(handle, 'catalog')
    .selectFrom('offers as o')
    .innerJoin('products as p', 'p.id', 'o.product_id')
    .select(['o.id', 'o.product_id', 'o.region_id', 'o.webmaster_id'])
    .where('o.id', '=', offerId)
    .where('o.active', '=', true)
    .where('p.active', '=', true)
    .executeTakeFirst();
  return row && { id: row.id, productId: row.product_id, regionId: row.region_id, webmasterId: row.webmaster_id };
}
