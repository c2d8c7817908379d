import { type Kysely, sql } from 'kysely';

/**
 * Call records (CDR-02, CDR-05): one row per call an agent made from the softphone, opened by its
 * CALL_START log event and closed (bill seconds) by its end event; the recording's file key once
 * stored. Region, product and webmaster are copied from the lead so the page filters on one table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('call_records')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('lead_id', 'integer', (c) => c.notNull().references('leads.id').onDelete('cascade'))
    .addColumn('region_id', 'text', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('webmaster_id', 'integer')
    .addColumn('call_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('ended_at', 'timestamptz')
    .addColumn('bill_sec', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('audio_src', 'text', (c) => c.unique())
    .execute();
  await sql`create index call_records_region_date on call_records (region_id, call_date desc, id desc)`.execute(db);
  await sql`create index call_records_account_date on call_records (account_id, call_date desc)`.execute(db);
  await sql`create index call_records_product_date on call_records (product_id, call_date desc)`.execute(db);
  await sql`create index call_records_open on call_records (account_id, lead_id) where ended_at is null`.execute(db);
  await db.schema.createIndex('call_records_lead').on('call_records').column('lead_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('call_records').execute();
}
