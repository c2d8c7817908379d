/**
 * The scripts other modules join in one statement (decision 1816): each script's product and
 * title, a subquery on this module's handle.
 */
import type { Kysely, Transaction } from 'kysely';
import { type ModuleTables, ownTables } from '../../db/owners.js';

export function scriptsOfCatalog<DB extends ModuleTables<'scripts'>>(db: Kysely<DB> | Transaction<DB>) {
  return ownTables(db, 'scripts').selectFrom('scripts').select(['id', 'product_id', 'title']);
}
