import { type Kysely, sql } from 'kysely';

/**
 * The floor's day in charts (decision 1802): the approve rate per hour reads the tasks the
 * regions' agents closed that day by region and close time; the statistics' tasks_closed_by (0038)
 * starts from an agent. Calls and orders have theirs (call_records_region_date, orders_region_created).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index tasks_region_closed on tasks (region_id, closed_at) where status = 'closed'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists tasks_region_closed`.execute(db);
}
