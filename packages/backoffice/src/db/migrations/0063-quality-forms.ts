import { type Kysely, sql } from 'kysely';

/**
 * Call-quality evaluation forms (decision 1806): a form belongs to a product, and every save of
 * its questions is a new numbered version, never an edit, so an evaluation keeps the questions it
 * was scored against. The region is the product's, kept on the form so the list is one indexed
 * read per region.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('quality_forms')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('region_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('archived_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('quality_forms_region_id').on('quality_forms').columns(['region_id', 'id']).execute();
  await db.schema
    .createTable('quality_form_versions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('form_id', 'integer', (c) => c.notNull().references('quality_forms.id'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('sections', 'jsonb', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('quality_form_versions_form_version', ['form_id', 'version'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('quality_form_versions').execute();
  await db.schema.dropTable('quality_forms').execute();
}
