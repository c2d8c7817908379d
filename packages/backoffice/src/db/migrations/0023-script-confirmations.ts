import { type Kysely, sql } from 'kysely';

/**
 * Script authoring and read confirmations (SCRIPT-09..25): who created and published a version,
 * and per agent and script the last version the agent confirmed having read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('script_versions')
    .addColumn('created_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('script_versions')
    .addColumn('published_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .execute();
  await db.schema
    .createTable('script_confirmations')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('script_id', 'integer', (c) => c.notNull().references('scripts.id').onDelete('cascade'))
    .addColumn('script_version_id', 'integer', (c) => c.notNull().references('script_versions.id').onDelete('cascade'))
    .addColumn('confirmed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('script_confirmations_pk', ['account_id', 'script_id'])
    .execute();
  await db.schema.createIndex('scripts_product').on('scripts').column('product_id').execute();
  await db.schema
    .createIndex('script_versions_published')
    .on('script_versions')
    .columns(['script_id', 'published_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('script_versions_published').execute();
  await db.schema.dropIndex('scripts_product').execute();
  await db.schema.dropTable('script_confirmations').execute();
  await db.schema.alterTable('script_versions').dropColumn('published_by').execute();
  await db.schema.alterTable('script_versions').dropColumn('created_by').execute();
}
