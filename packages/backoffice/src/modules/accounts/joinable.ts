/**
 * The accounts as other modules join them in one statement (decision 1816): each account's
 * name, a subquery on this module's handle (deleted accounts too: a past call still names them).
 */
import type { Kysely, Transaction } from 'kysely';
import { type ModuleTables, ownTables } from '../../db/owners.js';

export function accountNames<DB extends ModuleTables<'accounts'>>(db: Kysely<DB> | Transaction<DB>) {
  return ownTables(db, 'accounts').selectFrom('accounts').select(['id', 'name', 'surname']);
}
