import type { Kysely } from 'kysely';

/**
 * A reconciliation report keeps its original file (RECON-17): the key of the uploaded bytes in the
 * signed-URL file store, used by one report only. Reports stored before this have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('reconciliation_reports')
    .addColumn('file_key', 'text', (c) => c.unique())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reconciliation_reports').dropColumn('file_key').execute();
}
