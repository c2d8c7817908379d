import { type Kysely, sql } from 'kysely';

/**
 * Payment links (decision 1791): the token a Deposit customer's link carries, kept only as its
 * SHA-256 (a leaked table opens no page), with the order it opens and when it stops working. A
 * receipt the customer sent from that page is a payment document of source 'customer'.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_links')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_links_order').on('payment_links').column('order_id').execute();
  await sql`alter table payment_documents drop constraint if exists payment_documents_source_check`.execute(db);
  await sql`alter table payment_documents add constraint payment_documents_source_check
    check (source in ('upload', 'card_processor', 'customer'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payment_documents drop constraint payment_documents_source_check`.execute(db);
  await sql`update payment_documents set source = 'upload' where source = 'customer'`.execute(db);
  await sql`alter table payment_documents add constraint payment_documents_source_check
    check (source in ('upload', 'card_processor'))`.execute(db);
  await db.schema.dropTable('payment_links').execute();
}
