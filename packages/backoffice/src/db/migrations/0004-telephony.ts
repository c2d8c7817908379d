import { type Kysely, sql } from 'kysely';

/**
 * Telephony: one SIP extension per agent (the user it registers and calls as, with the password
 * the PBX may challenge for), and the record of every masked number the gateway's SIP relay
 * resolved for a call (who dialled which lead or order, and when).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('voip_extensions')
    .addColumn('account_id', 'integer', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
    .addColumn('extension', 'text', (c) => c.notNull().unique().check(sql`extension ~ '^[0-9]{2,10}$'`))
    .addColumn('password', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('voip_dials')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('extension', 'text', (c) => c.notNull())
    .addColumn('lead_id', 'integer', (c) => c.references('leads.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('voip_dials_subject', sql`lead_id is not null or order_id is not null`)
    .execute();
  await db.schema.createIndex('voip_dials_account').on('voip_dials').columns(['account_id', 'created_at']).execute();
  await db.schema.createIndex('voip_dials_lead').on('voip_dials').column('lead_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('voip_dials').execute();
  await db.schema.dropTable('voip_extensions').execute();
}
