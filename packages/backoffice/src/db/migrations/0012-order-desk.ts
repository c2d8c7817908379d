import { type Kysely, sql } from 'kysely';

/**
 * The orders desk (ORDER-39..48): one payment reminder per order (callAt, notes) and the order's
 * comments, each with its author. Comments are read newest first per order: (order_id, id).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('order_reminders')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
    .addColumn('call_at', 'timestamptz', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('account_id', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('order_comments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('order_comments_order').on('order_comments').columns(['order_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_comments').execute();
  await db.schema.dropTable('order_reminders').execute();
}
