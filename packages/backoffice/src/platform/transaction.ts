import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types.js';

/**
 * Runs `work` in a transaction: the caller's own when `db` already is one (so a repository write
 * and the audit entry a service adds to it commit together), otherwise a new one.
 */
export function withTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db as Transaction<Database>);
  return db.transaction().execute(work);
}
