import { type Kysely, sql } from 'kysely';

/**
 * The phone blacklist (BLACKLIST-01..12): one row per blocked E.164 phone, with the region its
 * country code belongs to (lists are region-scoped), who blocked it and why. The phone is unique,
 * so the intake's check is one index lookup.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('phone_blacklist')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('phone', 'text', (c) => c.notNull().unique())
    .addColumn('region_id', 'text', (c) => c.notNull().references('regions.id'))
    .addColumn('comment', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('phone_blacklist_region_created')
    .on('phone_blacklist')
    .columns(['region_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('phone_blacklist').execute();
}
