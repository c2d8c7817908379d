import { type Kysely, sql } from 'kysely';

/**
 * Sampling calls to evaluate and the quality figures (decision 1810):
 * - `quality_sample_settings`: how many answered, recorded calls of each agent a region's weekly
 *   queue picks; a region without a row takes the default.
 * - `call_records_recorded_answered`: the calls a sample draws from (answered, recorded, with an
 *   agent) by region and time, carrying what the sample lists.
 * - `quality_evaluations_figures`: a region's evaluations over some weeks with what the figures sum,
 *   so the averages read the index alone (decision 1814).
 * - `quality_evaluations_critical`: the critical fails of some regions over a period, newest first.
 * - `quality_evaluations_call`: a call's evaluations, whoever the evaluator (the unique key starts
 *   with the call too, but this one is narrow and counts without the row).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('quality_sample_settings')
    .addColumn('region_id', 'text', (c) => c.primaryKey())
    .addColumn('calls_per_agent', 'integer', (c) => c.notNull().check(sql`calls_per_agent between 1 and 20`))
    .addColumn('updated_by', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`
    create index call_records_recorded_answered on call_records (region_id, call_date)
    include (account_id, id, product_id, bill_sec)
    where audio_src is not null and bill_sec > 0 and account_id is not null`.execute(db);
  await sql`
    create index quality_evaluations_figures on quality_evaluations (region_id, created_at)
    include (agent_id, product_id, score, critical_failed)`.execute(db);
  await sql`
    create index quality_evaluations_critical on quality_evaluations (region_id, created_at desc, id desc)
    where critical_failed`.execute(db);
  await sql`create index quality_evaluations_call on quality_evaluations (call_record_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index quality_evaluations_call`.execute(db);
  await sql`drop index quality_evaluations_critical`.execute(db);
  await sql`drop index quality_evaluations_figures`.execute(db);
  await sql`drop index call_records_recorded_answered`.execute(db);
  await db.schema.dropTable('quality_sample_settings').execute();
}
