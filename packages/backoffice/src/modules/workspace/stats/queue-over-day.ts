/**
 * The queue's depth through a day (decision 1802): at the start of each bucket, the tasks of some
 * regions that were due and not yet taken — the wallboard's queue (open and due) as it stood then.
 * A task joins when it is both created and due, and leaves when claimed (or closed unclaimed); an
 * open task has not left. One query over the open tasks (tasks_pool), the claimed ones and those
 * closed since the day began (tasks_region_closed).
 */
import { type Kysely, sql, type Transaction } from 'kysely';
import { type ModuleTables, ownTables } from '../../../db/owners.js';
import type { DayRange } from '../../../platform/time-buckets.js';

/** Depth per bucket index, for the buckets that started by `until`. */
export async function queueOverDay<DB extends ModuleTables<'workspace'>>(
  handle: Kysely<DB> | Transaction<DB>,
  regionIds: readonly string[],
  range: DayRange,
  stepSeconds: number,
  until: Date,
): Promise<Map<number, number>> {
  const db = ownTables(handle, 'workspace');
  const last = Math.floor(
    (Math.min(until.getTime(), range.to.getTime() - 1) - range.from.getTime()) / (stepSeconds * 1000),
  );
  if (!regionIds.length || last < 0) return new Map();
  const from = range.from.toISOString();
  const regions = sql.join(regionIds.map((id) => sql`${id}`));
  const rows = await sql<{ bucket: number; waiting: number }>`
    with samples as (
      select g as bucket, ${from}::timestamptz + make_interval(secs => g * ${stepSeconds}) as at
      from generate_series(0, ${last}) g
    ), queued as (
      select greatest(t.created_at, t.due_at) as joined,
             case when t.status = 'open' then 'infinity'::timestamptz else coalesce(t.claimed_at, t.closed_at) end as left_at
      from tasks t
      where t.region_id in (${regions}) and t.due_at < ${range.to.toISOString()}::timestamptz
        and (t.status in ('open', 'claimed') or (t.status = 'closed' and t.closed_at >= ${from}::timestamptz))
    )
    select s.bucket, count(q.joined)::int as waiting
    from samples s left join queued q on q.joined <= s.at and q.left_at > s.at
    group by s.bucket`.execute(db);
  return new Map(rows.rows.map((r) => [Number(r.bucket), Number(r.waiting)]));
}
