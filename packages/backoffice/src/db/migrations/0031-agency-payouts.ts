import { type Kysely, sql } from 'kysely';

/**
 * Agency special payouts (AGENCY-*): what one agency is paid per lead of one offer, in cents
 * (AGENCY-22), 0..1 000 000 in steps of 25 cents (AGENCY-19..21). One payout per offer and agency
 * name, the name compared without case (AGENCY-15: "We already have a special payout for this
 * agency!").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('agency_payouts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('offer_id', 'text', (c) => c.notNull().references('offers.id'))
    .addColumn('agency_name', 'text', (c) => c.notNull())
    .addColumn('payout_minor', 'integer', (c) =>
      c.notNull().check(sql`payout_minor between 0 and 1000000 and payout_minor % 25 = 0`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index agency_payouts_offer_agency on agency_payouts (offer_id, lower(agency_name))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('agency_payouts').execute();
}
