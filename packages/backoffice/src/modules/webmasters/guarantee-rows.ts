/** A webmaster's guarantee history per offer (WEBM-24..26, WEBM-33..40): its rows, newest first. */
import type { GuaranteeValue } from '@umbrella/contract';
import type { ModuleDb } from '../../db/owners.js';
import type { CatalogReads } from './catalog-reads.js';

type Db = ModuleDb<'webmasters'>;

/** WEBM-34: the pair's guarantee history, newest first. */
export async function listGuarantees(db: Db, webmasterId: number, offerId: string): Promise<GuaranteeValue[]> {
  const rows = await db
    .selectFrom('webmaster_guarantees')
    .select(['value', 'actual_from', 'offer_id', 'webmaster_id'])
    .where('webmaster_id', '=', webmasterId)
    .where('offer_id', '=', offerId)
    .orderBy('actual_from', 'desc')
    .execute();
  return rows.map((r) => ({
    value: r.value,
    actualFrom: r.actual_from,
    offerId: r.offer_id,
    webmasterId: r.webmaster_id,
  }));
}

export type GuaranteeKey = { webmasterId: number; offerId: string; actualFrom: string };

/** False when the pair already has a guarantee starting that day (WEBM-40). */
export async function insertGuarantee(db: Db, key: GuaranteeKey, value: number): Promise<boolean> {
  const row = await db
    .insertInto('webmaster_guarantees')
    .values({ webmaster_id: key.webmasterId, offer_id: key.offerId, actual_from: key.actualFrom, value })
    .onConflict((oc) => oc.columns(['webmaster_id', 'offer_id', 'actual_from']).doNothing())
    .returning('value')
    .executeTakeFirst();
  return row !== undefined;
}

/** Sets the value at that date, creating the entry when the date has none (the Edit webmaster modal). */
export async function upsertGuarantee(db: Db, key: GuaranteeKey, value: number): Promise<void> {
  await db
    .insertInto('webmaster_guarantees')
    .values({ webmaster_id: key.webmasterId, offer_id: key.offerId, actual_from: key.actualFrom, value })
    .onConflict((oc) => oc.columns(['webmaster_id', 'offer_id', 'actual_from']).doUpdateSet({ value }))
    .execute();
}

/** The number of entries changed (0 when the date has none). */
export async function updateGuarantee(db: Db, key: GuaranteeKey, value: number): Promise<number> {
  const result = await db
    .updateTable('webmaster_guarantees')
    .set({ value })
    .where('webmaster_id', '=', key.webmasterId)
    .where('offer_id', '=', key.offerId)
    .where('actual_from', '=', key.actualFrom)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function deleteGuarantee(db: Db, key: GuaranteeKey): Promise<number> {
  const result = await db
    .deleteFrom('webmaster_guarantees')
    .where('webmaster_id', '=', key.webmasterId)
    .where('offer_id', '=', key.offerId)
    .where('actual_from', '=', key.actualFrom)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** WEBM-25: is there a guarantee of the named webmaster for the offer starting that day? */
export async function guaranteeExistsByName(
  db: Db,
  reads: CatalogReads,
  key: { offerId: string; actualFrom: string; name: string },
) {
  const { offerId, actualFrom, name } = key;
  const row = await db
    .selectFrom('webmaster_guarantees as g')
    .innerJoin(reads.webmasters.as('w'), 'w.id', 'g.webmaster_id')
    .select('g.value')
    .where('g.offer_id', '=', offerId)
    .where('g.actual_from', '=', actualFrom)
    .where('w.name', '=', name)
    .executeTakeFirst();
  return row !== undefined;
}
