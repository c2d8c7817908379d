import { type Kysely, sql } from 'kysely';

/**
 * A payslip draft finds the period's orders by the time their status reached an outcome
 * (decision 1622): the status changes by time, carrying the order and status so the index
 * alone answers. Partial: only CHANGE_STATUS events are read this way.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index order_events_status_changes on order_events (created_at) include (order_id, status)
    where action = 'CHANGE_STATUS'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index order_events_status_changes`.execute(db);
}
