import { type Kysely, sql } from 'kysely';

/**
 * Messages and mails that leave through a provider (decision 1787): a deliverer claims one row
 * at a time (`sending`, its claim and a lease) outside any long transaction, so two deliverers
 * never send the same row and a deliverer that stops mid-send leaves one row whose outcome is
 * unknown instead of a batch that is sent again. Mail gets the retry schedule messages have, and
 * both keep the provider's id of what was sent.
 */
const TABLES = ['order_messages', 'outbox_mails'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`alter table ${sql.table(table)} drop constraint ${sql.id(`${table}_status_check`)}`.execute(db);
    await sql`alter table ${sql.table(table)} add constraint ${sql.id(`${table}_status_check`)}
      check (status in ('pending', 'sending', 'sent', 'failed'))`.execute(db);
    await db.schema
      .alterTable(table)
      .addColumn('claimed_by', 'text')
      .addColumn('claimed_until', 'timestamptz')
      .addColumn('provider_message_id', 'text')
      .execute();
  }
  await db.schema
    .alterTable('outbox_mails')
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index outbox_mails_sending on outbox_mails (claimed_until) where status = 'sending'`.execute(db);
  await sql`create index order_messages_sending on order_messages (claimed_until) where status = 'sending'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index order_messages_sending`.execute(db);
  await sql`drop index outbox_mails_sending`.execute(db);
  await db.schema.alterTable('outbox_mails').dropColumn('next_attempt_at').execute();
  for (const table of TABLES) {
    await sql`update ${sql.table(table)} set status = 'failed' where status = 'sending'`.execute(db);
    await db.schema
      .alterTable(table)
      .dropColumn('claimed_by')
      .dropColumn('claimed_until')
      .dropColumn('provider_message_id')
      .execute();
    await sql`alter table ${sql.table(table)} drop constraint ${sql.id(`${table}_status_check`)}`.execute(db);
    await sql`alter table ${sql.table(table)} add constraint ${sql.id(`${table}_status_check`)}
      check (status in ('pending', 'sent', 'failed'))`.execute(db);
  }
}
