/**
 * The workspace's part of the supervisor wallboard (decision 1421): the queue (open tasks that are
 * due, per region, product and task type), who is on a running shift and whether they hold a
 * task, and the lead outcomes recorded since an instant. Region scoping is the caller's job.
 */
import { type Kysely, sql, type Transaction } from 'kysely';
import { type ModuleTables, ownTables } from '../../../db/owners.js';
import type { TaskTypeColumn } from '../../../db/types.js';

export type QueueDepth = { regionId: string; productId: number | null; type: TaskTypeColumn; waiting: number };
export type ShiftState = {
  accountId: number;
  startedAt: Date;
  /** The task the agent holds (claimed), if any. */
  task: { leadId: number | null; productId: number | null; claimedAt: Date } | null;
  /** When the agent last closed a task on this shift. */
  lastClosedAt: Date | null;
};
export type OutcomeCount = { status: number; leads: number };

/** Open tasks due by `now` in these regions, per region, product and task type. */
export async function queueDepth<DB extends ModuleTables<'workspace'>>(
  handle: Kysely<DB> | Transaction<DB>,
  regionIds: readonly string[],
  now: Date,
): Promise<QueueDepth[]> {
  const db = ownTables(handle, 'workspace');
  if (!regionIds.length) return [];
  const rows = await db
    .selectFrom('tasks as t')
    .select(['t.region_id', 't.product_id', 't.type', sql<number>`count(*)::int`.as('waiting')])
    .where('t.status', '=', 'open')
    .where('t.due_at', '<=', now)
    .where('t.region_id', 'in', [...regionIds])
    .groupBy(['t.region_id', 't.product_id', 't.type'])
    .orderBy('t.region_id')
    .orderBy('t.product_id')
    .orderBy('t.type')
    .execute();
  return rows.map((r) => ({
    regionId: r.region_id,
    productId: r.product_id,
    type: r.type,
    waiting: Number(r.waiting),
  }));
}

/**
 * Accounts of `accountIds` on a running shift at `now`: when it started, the task each holds
 * (tasks_one_per_agent) and when they last closed one on it (tasks_closed_by).
 */
export async function shiftStates<DB extends ModuleTables<'workspace'>>(
  handle: Kysely<DB> | Transaction<DB>,
  accountIds: readonly number[],
  now: Date,
): Promise<ShiftState[]> {
  const db = ownTables(handle, 'workspace');
  if (!accountIds.length) return [];
  const rows = await db
    .selectFrom('shifts as s')
    .leftJoin('tasks as t', (join) => join.onRef('t.account_id', '=', 's.account_id').on('t.status', '=', 'claimed'))
    .select([
      's.account_id',
      's.started_at',
      't.id as task_id',
      't.lead_id',
      't.product_id',
      't.claimed_at',
      sql<Date | null>`(select max(c.closed_at) from tasks c
        where c.account_id = s.account_id and c.status = 'closed' and c.closed_at >= s.started_at)`.as(
        'last_closed_at',
      ),
    ])
    .where('s.account_id', 'in', [...accountIds])
    .where('s.ended_at', 'is', null)
    .where('s.started_at', '<=', now)
    .where('s.ends_at', '>', now)
    .orderBy('s.account_id')
    .execute();
  const at = (value: Date | string) => new Date(value);
  return rows.map((r) => ({
    accountId: r.account_id,
    startedAt: at(r.started_at),
    task:
      r.task_id === null
        ? null
        : { leadId: r.lead_id, productId: r.product_id, claimedAt: at(r.claimed_at ?? r.started_at) },
    lastClosedAt: r.last_closed_at === null ? null : at(r.last_closed_at),
  }));
}

/** Leads of these regions whose status was last set since `since`, per status. */
export async function outcomesSince<DB extends ModuleTables<'workspace'>>(
  handle: Kysely<DB> | Transaction<DB>,
  regionIds: readonly string[],
  since: Date,
): Promise<OutcomeCount[]> {
  const db = ownTables(handle, 'workspace');
  if (!regionIds.length) return [];
  const rows = await db
    .selectFrom('leads as l')
    .select(['l.status', sql<number>`count(*)::int`.as('leads')])
    .where('l.last_status_at', '>=', since)
    .where('l.region_id', 'in', [...regionIds])
    .groupBy('l.status')
    .orderBy('l.status')
    .execute();
  return rows.map((r) => ({ status: r.status, leads: Number(r.leads) }));
}
