import { type Kysely, sql } from 'kysely';

/** The embedded default's chat ticket store (ORDER-49/50): tickets by the order short code they are about. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_tickets')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_short_code', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('enqueued', 'assigned', 'completed')`))
    .addColumn('assignee', 'text')
    .addColumn('ticket_url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('chat_tickets_order')
    .on('chat_tickets')
    .columns(['order_short_code', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_tickets').execute();
}
