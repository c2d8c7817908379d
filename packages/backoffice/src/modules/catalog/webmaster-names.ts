import type { Kysely, Transaction } from 'kysely';
import { type ModuleTables, ownTables } from '../../db/owners.js';

/**
 * The webmaster of this name, created when new (the name is unique), with the caller's connection
 * or transaction, so a special payout written beside it commits with it or not at all.
 */
export async function ensureWebmaster<DB extends ModuleTables<'catalog'>>(
  handle: Kysely<DB> | Transaction<DB>,
  name: string,
): Promise<number> {
  const db = ownTables(handle, 'catalog');
  await db
    .insertInto('webmasters')
    .values({ name })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('webmasters').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  return row.id;
}
