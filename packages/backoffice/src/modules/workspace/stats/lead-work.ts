/**
 * Leads worked and approved per agent over a period (decision 1612): the distinct leads of the
 * LEAD and RECALL tasks an agent closed in it, and among them those whose task the agent closed
 * by approving an order (its CLOSED execution, written with the task's close). Served by the
 * tasks_closed_by index (0038); the approval is probed per task through task_executions_task —
 * the comparison with closed_at keeps the planner from hashing all of task_executions instead.
 */
import { type Kysely, sql, type Transaction } from 'kysely';
import { type ModuleTables, ownTables } from '../../../db/owners.js';
import { type StatsFilter, statsFilterIsEmpty } from '../../../platform/stats-filter.js';
import { bucketOf, type DayRange, localDayOf } from '../../../platform/time-buckets.js';

export type LeadWork = { leadsWorked: number; leadsApproved: number };

/** The task `t` was closed by its agent approving an order: the one definition of "approved". */
const closedByApproving = sql<boolean>`exists (
  select 1 from task_executions e
  where e.task_id = t.id and e.account_id = t.account_id and e.created_at >= t.closed_at
    and e.action = 'CLOSED' and e.details ->> 'outcome' = 'ORDER_APPROVED')`;

/**
 * The tasks every count here counts: the LEAD and RECALL tasks closed on a lead within
 * [from, to) in the regions.
 */
function closedLeadTasks<DB extends ModuleTables<'workspace'>>(
  handle: Kysely<DB> | Transaction<DB>,
  regionIds: readonly string[],
  range: DayRange,
) {
  return ownTables(handle, 'workspace')
    .selectFrom('tasks as t')
    .where('t.status', '=', 'closed')
    .where('t.region_id', 'in', [...regionIds])
    .where('t.closed_at', '>=', range.from)
    .where('t.closed_at', '<', range.to)
    .where('t.lead_id', 'is not', null)
    .where('t.type', 'in', ['LEAD', 'RECALL']);
}

/** Those tasks narrowed to the filter's agents and, when it names any, its products. */
function filteredLeadTasks<DB extends ModuleTables<'workspace'>>(
  handle: Kysely<DB> | Transaction<DB>,
  filter: StatsFilter,
) {
  const query = closedLeadTasks(handle, filter.regionIds, filter).where('t.account_id', 'in', [...filter.accountIds]);
  return filter.productIds?.length ? query.where('t.product_id', 'in', [...filter.productIds]) : query;
}

/** The grouped aggregate (exported so its plan can be checked). */
export function leadWorkQuery<DB extends ModuleTables<'workspace'>>(
  handle: Kysely<DB> | Transaction<DB>,
  filter: StatsFilter,
) {
  return filteredLeadTasks(handle, filter)
    .select([
      't.account_id',
      sql<number>`count(distinct t.lead_id)::int`.as('worked'),
      sql<number>`count(distinct t.lead_id) filter (where ${closedByApproving})::int`.as('approved'),
    ])
    .groupBy('t.account_id');
}

export async function leadWorkByAccount<DB extends ModuleTables<'workspace'>>(
  handle: Kysely<DB> | Transaction<DB>,
  filter: StatsFilter,
): Promise<Map<number, LeadWork>> {
  const db = ownTables(handle, 'workspace');
  if (statsFilterIsEmpty(filter)) return new Map();
  const rows = await leadWorkQuery(db, filter).execute();
  return new Map(
    rows.map((r) => [r.account_id as number, { leadsWorked: Number(r.worked), leadsApproved: Number(r.approved) }]),
  );
}

/**
 * The same counts per calendar day in `timeZone` (the profile's figures per day, decision 1826):
 * a lead worked on two days counts on each. One grouped statement over tasks_closed_by.
 */
export function leadWorkByDayQuery<DB extends ModuleTables<'workspace'>>(
  handle: Kysely<DB> | Transaction<DB>,
  filter: StatsFilter,
  timeZone: string,
) {
  return filteredLeadTasks(handle, filter)
    .select([
      localDayOf('t.closed_at', timeZone).as('day'),
      sql<number>`count(distinct (t.account_id, t.lead_id))::int`.as('worked'),
      sql<number>`count(distinct (t.account_id, t.lead_id)) filter (where ${closedByApproving})::int`.as('approved'),
    ])
    .groupBy('day');
}

export async function leadWorkByDay<DB extends ModuleTables<'workspace'>>(
  handle: Kysely<DB> | Transaction<DB>,
  filter: StatsFilter,
  timeZone: string,
): Promise<Map<string, LeadWork>> {
  const db = ownTables(handle, 'workspace');
  if (statsFilterIsEmpty(filter)) return new Map();
  const rows = await leadWorkByDayQuery(db, filter, timeZone).execute();
  return new Map(rows.map((r) => [r.day, { leadsWorked: Number(r.worked), leadsApproved: Number(r.approved) }]));
}

/**
 * The floor's leads worked and approved per bucket of a day (decision 1802): the same counts,
 * added up over the regions' agents — a lead counts once per agent who worked it, as a team's
 * total adds its agents' figures. Served by tasks_region_closed (0061).
 */
export function leadWorkByBucketQuery<DB extends ModuleTables<'workspace'>>(
  handle: Kysely<DB> | Transaction<DB>,
  regionIds: readonly string[],
  range: DayRange,
  stepSeconds: number,
) {
  return closedLeadTasks(handle, regionIds, range)
    .select([
      bucketOf('t.closed_at', range.from, stepSeconds).as('bucket'),
      sql<number>`count(distinct (t.account_id, t.lead_id))::int`.as('worked'),
      sql<number>`count(distinct (t.account_id, t.lead_id)) filter (where ${closedByApproving})::int`.as('approved'),
    ])
    .groupBy('bucket');
}

export async function leadWorkByBucket<DB extends ModuleTables<'workspace'>>(
  handle: Kysely<DB> | Transaction<DB>,
  regionIds: readonly string[],
  range: DayRange,
  stepSeconds: number,
): Promise<Map<number, LeadWork>> {
  const db = ownTables(handle, 'workspace');
  if (!regionIds.length) return new Map();
  const rows = await leadWorkByBucketQuery(db, regionIds, range, stepSeconds).execute();
  return new Map(
    rows.map((r) => [Number(r.bucket), { leadsWorked: Number(r.worked), leadsApproved: Number(r.approved) }]),
  );
}
