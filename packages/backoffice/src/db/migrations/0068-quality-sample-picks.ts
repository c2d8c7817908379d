import { type Kysely, sql } from 'kysely';

/**
 * The weekly evaluation queue's picks, stored when first drawn (decision 1828):
 * - `quality_sample_weeks`: one row per region and week once drawn — the lock two supervisors
 *   opening the week at once queue on, when it was last drawn and with which size.
 * - `quality_sample_picks`: each agent's picked calls of a region's week, numbered from 1, with what
 *   the queue lists of the call (its product, time and length: an answered call's do not change),
 *   so reading the queue touches no call record. A pick is never replaced, later draws only add.
 *   The key serves the queue (region, week, agent, pick); a call is picked at most once a week.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('quality_sample_weeks')
    .addColumn('region_id', 'text', (c) => c.notNull())
    .addColumn('week', 'date', (c) => c.notNull())
    .addColumn('calls_per_agent', 'integer', (c) => c.notNull())
    .addColumn('drawn_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('quality_sample_weeks_pkey', ['region_id', 'week'])
    .execute();
  await db.schema
    .createTable('quality_sample_picks')
    .addColumn('region_id', 'text', (c) => c.notNull())
    .addColumn('week', 'date', (c) => c.notNull())
    .addColumn('agent_id', 'integer', (c) => c.notNull())
    .addColumn('pick', 'integer', (c) => c.notNull().check(sql`pick >= 1`))
    .addColumn('call_record_id', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('call_date', 'timestamptz', (c) => c.notNull())
    .addColumn('bill_sec', 'integer', (c) => c.notNull())
    .addColumn('drawn_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('quality_sample_picks_pkey', ['region_id', 'week', 'agent_id', 'pick'])
    .addUniqueConstraint('quality_sample_picks_call', ['region_id', 'week', 'call_record_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('quality_sample_picks').execute();
  await db.schema.dropTable('quality_sample_weeks').execute();
}
