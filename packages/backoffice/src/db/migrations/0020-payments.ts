import { type Kysely, sql } from 'kysely';

/**
 * Payments (PAY-01..32): payment providers (direct deposit banks, report providers, the card
 * processor) and payment documents — receipts customers upload for Deposit orders and the card
 * processor's own records. A bank transaction number is used once across all documents (a reused
 * one is fraud), enforced by a unique index. Each decision keeps who and when.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_providers')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('direct', 'report', 'card')`))
    .execute();
  await db
    .insertInto('payment_providers' as never)
    .values([
      { name: 'BCP', kind: 'direct' },
      { name: 'Interbank', kind: 'direct' },
      { name: 'BBVA', kind: 'direct' },
      { name: 'Bancolombia', kind: 'direct' },
      { name: 'Banco de Chile', kind: 'direct' },
      { name: 'Yape', kind: 'direct' },
      { name: 'Olva Courier', kind: 'report' },
      { name: 'Servientrega', kind: 'report' },
      { name: 'Blue Express', kind: 'report' },
      { name: 'Card processor', kind: 'card' },
    ] as never)
    .execute();

  await db.schema
    .createTable('payment_documents')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    // The order's short code and region, copied (neither changes) so the list filters without a join.
    .addColumn('order_short_code', 'text', (c) => c.notNull())
    .addColumn('region_id', 'text', (c) => c.notNull().references('regions.id'))
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('upload', 'card_processor')`))
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`status in ('pending', 'approved', 'declined')`),
    )
    .addColumn('file_key', 'text')
    .addColumn('content_type', 'text')
    .addColumn('payment_provider_id', 'integer', (c) => c.references('payment_providers.id'))
    .addColumn('payment_date', 'text')
    .addColumn('amount_minor', 'bigint')
    .addColumn('bank_transaction_number', 'text')
    .addColumn('comments', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('created_by_name', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('decided_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('decided_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('payment_documents_transaction')
    .on('payment_documents')
    .column('bank_transaction_number')
    .unique()
    .execute();
  await db.schema
    .createIndex('payment_documents_list')
    .on('payment_documents')
    .columns(['region_id', 'status', 'created_at'])
    .execute();
  await db.schema.createIndex('payment_documents_order').on('payment_documents').column('order_id').execute();
  await db.schema
    .createIndex('payment_documents_short_code')
    .on('payment_documents')
    .column('order_short_code')
    .execute();

  // Who decided what, when: every approve, re-confirm and decline, kept after later edits.
  await db.schema
    .createTable('payment_document_decisions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('payment_document_id', 'integer', (c) =>
      c.notNull().references('payment_documents.id').onDelete('cascade'),
    )
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('approve', 'decline')`))
    .addColumn('account_id', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('details', 'jsonb', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_document_decisions').execute();
  await db.schema.dropTable('payment_documents').execute();
  await db.schema.dropTable('payment_providers').execute();
}
