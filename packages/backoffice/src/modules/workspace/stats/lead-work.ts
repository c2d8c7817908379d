/**
 * Leads worked and approved per agent over a period (decision 1612): the distinct leads of the
 * LEAD and RECALL tasks an agent closed in it, and among them those whose task the agent closed
 * by approving an order (its CLOSED execution, written with the task's close). Served by the
 * tasks_closed_by index (0038). Per agent, the approvals of the filter's agents since the period's
 * start are read from task_executions_approvals (0072, decision 1880) and grouped with the tasks by
 * task, where probing task_executions once per task cost the leaderboard two thirds of its time.
 * Per day and per bucket the approval is probed per task through task_executions_task — the
 * comparison with closed_at keeps the planner from hashing all of task_executions instead.
 */
import { type Kysely, sql, type Transaction } from 'kysely';
import { type ModuleTables, ownTables } from '../../../db/owners.js';
import { type StatsFilter, statsFilterIsEmpty } from '../../../platform/stats-filter.js';
import { bucketOf, type DayRange, localDayOf } from '../../../platform/time-buckets.js';

export type LeadWork = { leadsWorked: number; leadsApproved: number };

/** Execution `e` is an agent closing a task by approving an order (task_executions_approvals' rows). */
const isApproval = sql<boolean>`e.action = 'CLOSED' and e.details ->> 'outcome' = 'ORDER_APPROVED'`;

/**
 * Execution `e` closed task `t` by its agent approving an order, at or after the task's close: the
 * one definition of "approved".
 */
const approves = sql<boolean>`e.task_id = t.id and e.account_id = t.account_id and e.created_at >= t.closed_at
  and ${isApproval}`;

/** The task `t` was closed by approving an order, probed per task. */
const closedByApproving = sql<boolean>`exists (select 1 from task_executions e where ${approves})`;

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

/**
 * The filter's tasks, one row each (task, agent, lead, close), and beside them the approvals of its
 * agents since the period's start (task, agent, time), so that grouping by task and agent puts a
 * task's approvals with it — `approves` without a join, since an approval of one of these tasks is
 * at or after its close, so within the period's start.
 */
function tasksAndApprovals<DB extends ModuleTables<'workspace'>>(
  handle: Kysely<DB> | Transaction<DB>,
  filter: StatsFilter,
) {
  const tasks = filteredLeadTasks(handle, filter).select([
    't.id as task_id',
    't.account_id',
    't.lead_id',
    't.closed_at',
    sql<Date | null>`null::timestamptz`.as('approved_at'),
  ]);
  const approvals = ownTables(handle, 'workspace')
    .selectFrom('task_executions as e')
    .select([
      'e.task_id',
      'e.account_id',
      sql<number | null>`null::int`.as('lead_id'),
      sql<Date | null>`null::timestamptz`.as('closed_at'),
      'e.created_at as approved_at',
    ])
    .where('e.account_id', 'in', [...filter.accountIds])
    .where('e.created_at', '>=', filter.from)
    .where(isApproval);
  return tasks.unionAll(approvals);
}

/** The grouped aggregate (exported so its plan can be checked). */
export function leadWorkQuery<DB extends ModuleTables<'workspace'>>(
  handle: Kysely<DB> | Transaction<DB>,
  filter: StatsFilter,
) {
  const perTask = ownTables(handle, 'workspace')
    .selectFrom(tasksAndApprovals(handle, filter).as('r'))
    .select([
      'r.account_id',
      sql<number>`max(r.lead_id)`.as('lead_id'),
      sql<Date>`max(r.closed_at)`.as('closed_at'),
      sql<Date | null>`max(r.approved_at)`.as('approved_at'),
    ])
    .groupBy(['r.task_id', 'r.account_id'])
    // Approvals of tasks outside the filter group alone, without a close.
    .having(sql<boolean>`max(r.closed_at) is not null`);
  return ownTables(handle, 'workspace')
    .selectFrom(perTask.as('p'))
    .select([
      'p.account_id',
      sql<number>`count(distinct p.lead_id)::int`.as('worked'),
      sql<number>`count(distinct p.lead_id) filter (where p.approved_at >= p.closed_at)::int`.as('approved'),
    ])
    .groupBy('p.account_id');
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
