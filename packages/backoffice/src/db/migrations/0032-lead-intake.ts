import { type Kysely, sql } from 'kysely';

/**
 * The webmasters' lead intake: one row per (webmaster, the webmaster's own lead id), so that a
 * retried submission answers the lead it created the first time instead of a second lead. The
 * row is inserted first in the intake's transaction: a concurrent retry waits on the unique key
 * and then finds the first lead.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lead_intakes')
    .addColumn('webmaster_id', 'integer', (c) => c.notNull().references('webmasters.id'))
    .addColumn('external_id', 'text', (c) => c.notNull())
    .addColumn('lead_id', 'integer', (c) => c.references('leads.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('lead_intakes_pk', ['webmaster_id', 'external_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lead_intakes').execute();
}
