import { type Kysely, sql } from 'kysely';

/**
 * Documents' attachments (DOC-24..26, DOC-31): a file in the signed-URL store (its key is the
 * path), registered on a document with its checked media type, name and size.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('document_attachments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('document_id', 'integer', (c) => c.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('path', 'text', (c) => c.notNull().unique())
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull().references('accounts.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('document_attachments_document')
    .on('document_attachments')
    .columns(['document_id', 'id'])
    .execute();
  await db.schema
    .createIndex('document_changes_document')
    .on('document_changes')
    .columns(['document_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('document_changes_document').execute();
  await db.schema.dropTable('document_attachments').execute();
}
