import { type Kysely, sql } from 'kysely';

/**
 * Documents (DOC-*): investigations, quality checks and delivery complaints about an order, with
 * comments, each reader's last read comment (the unread counters) and every change recorded.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('documents')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('region_id', 'text', (c) => c.notNull().references('regions.id'))
    .addColumn('type', 'text', (c) =>
      c.notNull().check(sql`type in ('order_investigation', 'quality check', 'delivery_complain')`),
    )
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('open').check(sql`state in ('open', 'closed', 'reopen')`))
    .addColumn('assigned_id', 'integer', (c) => c.notNull().references('accounts.id'))
    .addColumn('report_to_id', 'integer', (c) => c.notNull().references('accounts.id'))
    .addColumn('created_by', 'integer', (c) => c.notNull().references('accounts.id'))
    .addColumn('additional_info', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('linked_object', 'integer')
    .addColumn('order_short_code', 'text')
    .addColumn('order_full_name', 'text')
    .addColumn('order_preferred_date', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  for (const column of ['assigned_id', 'report_to_id', 'created_by'] as const) {
    await db.schema.createIndex(`documents_${column}`).on('documents').columns([column, 'id']).execute();
  }
  await db.schema.createIndex('documents_region').on('documents').columns(['region_id', 'id']).execute();

  await db.schema
    .createTable('document_comments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('document_id', 'integer', (c) => c.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('document_comments_document')
    .on('document_comments')
    .columns(['document_id', 'id'])
    .execute();

  await db.schema
    .createTable('document_reads')
    .addColumn('document_id', 'integer', (c) => c.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('last_comment_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('document_reads_pk', ['document_id', 'account_id'])
    .execute();

  await db.schema
    .createTable('document_changes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('document_id', 'integer', (c) => c.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('old_value', 'text')
    .addColumn('new_value', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['document_changes', 'document_reads', 'document_comments', 'documents']) {
    await db.schema.dropTable(table).execute();
  }
}
