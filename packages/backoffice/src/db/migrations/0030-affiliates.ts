import { type Kysely, sql } from 'kysely';

/**
 * Affiliates and the commercial terms of offers, laid down once so that the offers,
 * agencies, webmasters and guarantee screens build on one schema:
 * - partners: who an offer's leads are bought from (OFFER-17);
 * - offers gain their type (COD/CPL, OFFER-15), default payout in cents (OFFER-13), partner,
 *   script (OFFER-18), resale flag (OFFER-22) and creation time; existing offers become COD with a
 *   zero payout and no partner until an admin edits them;
 * - webmasters gain an intake API key (stored as a SHA-256 hash, never in clear) and creation time;
 * - webmaster_offer_rates: a webmaster's special payout for one offer (WEBM-02, WEBM-27), one per
 *   pair (WEBM-28);
 * - webmaster_guarantees: the guarantee history of a pair, one value per effective date (WEBM-33,
 *   WEBM-40), the value a whole percent 0..100 (WEBM-21).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('partners')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .execute();

  await db.schema
    .alterTable('offers')
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('COD').check(sql`type in ('COD', 'CPL')`))
    .execute();
  await db.schema
    .alterTable('offers')
    .addColumn('payout_minor', 'integer', (c) => c.notNull().defaultTo(0).check(sql`payout_minor >= 0`))
    .execute();
  await db.schema
    .alterTable('offers')
    .addColumn('partner_id', 'integer', (c) => c.references('partners.id'))
    .execute();
  await db.schema
    .alterTable('offers')
    .addColumn('script_id', 'integer', (c) => c.references('scripts.id'))
    .execute();
  await db.schema
    .alterTable('offers')
    .addColumn('resale', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .alterTable('offers')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('offers_region_product').on('offers').columns(['region_id', 'product_id']).execute();

  await db.schema
    .alterTable('webmasters')
    .addColumn('api_key_hash', 'text', (c) => c.unique())
    .execute();
  await db.schema
    .alterTable('webmasters')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('webmaster_offer_rates')
    .addColumn('webmaster_id', 'integer', (c) => c.notNull().references('webmasters.id'))
    .addColumn('offer_id', 'text', (c) => c.notNull().references('offers.id'))
    .addColumn('payout_minor', 'integer', (c) => c.notNull().check(sql`payout_minor >= 0`))
    .addColumn('comment', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('webmaster_offer_rates_pk', ['webmaster_id', 'offer_id'])
    .execute();
  await db.schema.createIndex('webmaster_offer_rates_offer').on('webmaster_offer_rates').column('offer_id').execute();

  await db.schema
    .createTable('webmaster_guarantees')
    .addColumn('webmaster_id', 'integer', (c) => c.notNull().references('webmasters.id'))
    .addColumn('offer_id', 'text', (c) => c.notNull().references('offers.id'))
    .addColumn('actual_from', 'date', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull().check(sql`value between 0 and 100`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('webmaster_guarantees_pk', ['webmaster_id', 'offer_id', 'actual_from'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('webmaster_guarantees').execute();
  await db.schema.dropTable('webmaster_offer_rates').execute();
  await db.schema.dropIndex('offers_region_product').execute();
  for (const column of ['created_at', 'api_key_hash']) {
    await db.schema.alterTable('webmasters').dropColumn(column).execute();
  }
  for (const column of ['created_at', 'resale', 'script_id', 'partner_id', 'payout_minor', 'type']) {
    await db.schema.alterTable('offers').dropColumn(column).execute();
  }
  await db.schema.dropTable('partners').execute();
}
