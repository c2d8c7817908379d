import { type Kysely, sql } from 'kysely';

/**
 * Guarantee sets (GUAR-01..29, decision 1511): a set is a period; computing it (in the background,
 * GUAR-29) writes one row per offer × webmaster with a guarantee in force, with the figures of
 * that period's leads. Each row is approved or declined on its own (GUAR-15..20). Periods do not
 * overlap (GUAR-24): the create transaction locks the table to check that.
 *
 * The index on leads serves the computation's one aggregate: the leads of a pair in a period.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('guarantee_sets')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('period_from', 'date', (c) => c.notNull())
    .addColumn('period_to', 'date', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    /** Null until the background computation has written the rows. */
    .addColumn('computed_at', 'timestamptz')
    .addUniqueConstraint('guarantee_sets_period', ['period_from', 'period_to'])
    .addCheckConstraint('guarantee_sets_period_order', sql`period_from <= period_to`)
    .execute();
  await db.schema
    .createIndex('guarantee_sets_pending')
    .on('guarantee_sets')
    .column('id')
    .where(sql.ref('computed_at'), 'is', null)
    .execute();

  await db.schema
    .createTable('guarantee_set_rows')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('set_id', 'integer', (c) => c.notNull().references('guarantee_sets.id').onDelete('cascade'))
    .addColumn('offer_id', 'text', (c) => c.notNull().references('offers.id'))
    .addColumn('webmaster_id', 'integer', (c) => c.notNull().references('webmasters.id'))
    .addColumn('guarantee_value', 'integer', (c) => c.notNull().check(sql`guarantee_value between 0 and 100`))
    .addColumn('total_leads', 'integer', (c) => c.notNull())
    .addColumn('approved_leads', 'integer', (c) => c.notNull())
    .addColumn('leads_to_approve', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('DRAFT').check(sql`status in ('DRAFT', 'APPROVED', 'DECLINED')`),
    )
    .addColumn('decline_comment', 'text')
    .addColumn('decided_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('decided_at', 'timestamptz')
    .addUniqueConstraint('guarantee_set_rows_pair', ['set_id', 'offer_id', 'webmaster_id'])
    .execute();

  await db.schema
    .createIndex('leads_offer_webmaster_created')
    .on('leads')
    .columns(['offer_id', 'webmaster_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('leads_offer_webmaster_created').execute();
  await db.schema.dropTable('guarantee_set_rows').execute();
  await db.schema.dropTable('guarantee_sets').execute();
}
