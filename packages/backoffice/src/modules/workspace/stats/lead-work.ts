/**
 * Leads worked and approved per agent over a period (decision 1612): the distinct leads of the
 * LEAD and RECALL tasks an agent closed in it, and among them those whose task the agent closed
 * by approving an order (its CLOSED execution, written with the task's close). Served by the
 * tasks_closed_by index (0038); the approval is probed per task through task_executions_task —
 * the comparison with closed_at keeps the planner from hashing all of task_executions instead.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/types.js';
import { type StatsFilter, statsFilterIsEmpty } from '../../../platform/stats-filter.js';

export type LeadWork = { leadsWorked: number; leadsApproved: number };

/** The grouped aggregate (exported so its plan can be checked). */
export function leadWorkQuery(db: Kysely<Database>, filter: StatsFilter) {
  const query = db
    .selectFrom('tasks as t')
    .select([
      't.account_id',
      sql<number>`count(distinct t.lead_id)::int`.as('worked'),
      sql<number>`count(distinct t.lead_id) filter (where exists (
        select 1 from task_executions e
        where e.task_id = t.id and e.account_id = t.account_id and e.created_at >= t.closed_at
          and e.action = 'CLOSED' and e.details ->> 'outcome' = 'ORDER_APPROVED'))::int`.as('approved'),
    ])
    .where('t.status', '=', 'closed')
    .where('t.account_id', 'in', [...filter.accountIds])
    .where('t.closed_at', '>=', filter.from)
    .where('t.closed_at', '<', filter.to)
    .where('t.lead_id', 'is not', null)
    .where('t.type', 'in', ['LEAD', 'RECALL'])
    .where('t.region_id', 'in', [...filter.regionIds])
    .groupBy('t.account_id');
  return filter.productIds?.length ? query.where('t.product_id', 'in', [...filter.productIds]) : query;
}

export async function leadWorkByAccount(db: Kysely<Database>, filter: StatsFilter): Promise<Map<number, LeadWork>> {
  if (statsFilterIsEmpty(filter)) return new Map();
  const rows = await leadWorkQuery(db, filter).execute();
  return new Map(
    rows.map((r) => [r.account_id as number, { leadsWorked: Number(r.worked), leadsApproved: Number(r.approved) }]),
  );
}
