import type { Kysely, Transaction } from 'kysely';

/**
 * Runs `work` in a transaction: the caller's own when `db` already is one (so a repository write
 * and the audit entry a service adds to it commit together), otherwise a new one. Any handle,
 * the application's or a module's own (db/owners.ts), keeps its type.
 */
export function withTransaction<DB, T>(db: Kysely<DB>, work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db as Transaction<DB>);
  return db.transaction().execute(work);
}
