/** Task rows: reading them as the web sees them, locking them for an action, and their history. */
import type { TaskAction, TaskDto } from '@umbrella/contract';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, TasksTable, TaskTypeColumn } from '../../../db/types.js';
import type { PhoneViewer } from '../../../platform/phone-mask.js';
import { accountDisplayNameSql } from '../../accounts/index.js';
import { type JoinedLead, type LeadRow, leadRowOf, toLeadDto } from '../leads/lead-rows.js';
import { intArray } from './eligibility.js';

export type TaskRow = Selectable<TasksTable>;

type OrderRef = {
  id: number;
  short_code: string;
  status: number;
  cancel_reason: string | null;
  status_comment: string | null;
};

const iso = (value: Date | string) => new Date(value).toISOString();

/** Everything needed to answer with tasks: the rows, their leads and orders, in one pass. */
export type TaskBundle = { tasks: Map<number, TaskRow>; leads: Map<number, LeadRow>; orders: Map<number, OrderRef> };

type BundleRow = TaskRow &
  JoinedLead & {
    l_id: number | null;
    l_holder_account_id: number | null;
    o_id: number | null;
    o_short_code: string | null;
    o_status: number | null;
    o_cancel_reason: string | null;
    o_status_comment: string | null;
  };

/** Tasks with their leads and orders, in one round trip (the claim path answers with these). */
export async function loadTaskBundle(db: Kysely<Database>, taskIds: readonly number[]): Promise<TaskBundle> {
  const bundle: TaskBundle = { tasks: new Map(), leads: new Map(), orders: new Map() };
  if (!taskIds.length) return bundle;
  const { rows } = await sql<BundleRow>`
    select t.*,
      l.id as l_id, l.name as lead_name, l.phone as lead_phone, l.status as lead_status, l.comment as lead_comment,
      l.region_id as lead_region_id, r.country as region_country, r.phone_prefix as region_phone_prefix,
      r.timezone as region_timezone, l.product_id as lead_product_id, p.name as product_name,
      l.offer_id as lead_offer_id, l.webmaster_id as lead_webmaster_id, l.holder_account_id as l_holder_account_id,
      l.call_at as lead_call_at, l.attempts as lead_attempts, l.created_at as lead_created_at,
      (select s.id from scripts s where s.product_id = l.product_id order by s.id limit 1) as script_id,
      o.id as o_id, o.short_code as o_short_code, o.status as o_status, o.cancel_reason as o_cancel_reason,
      o.status_comment as o_status_comment
    from tasks t
    left join leads l on l.id = t.lead_id
    left join regions r on r.id = l.region_id
    left join products p on p.id = l.product_id
    left join orders o on o.id = t.order_id
    where t.id = any(${intArray(taskIds)})`.execute(db);
  for (const row of rows) {
    bundle.tasks.set(row.id, {
      id: row.id,
      type: row.type,
      lead_id: row.lead_id,
      order_id: row.order_id,
      region_id: row.region_id,
      product_id: row.product_id,
      webmaster_id: row.webmaster_id,
      account_id: row.account_id,
      status: row.status,
      due_at: row.due_at,
      reason: row.reason,
      comment: row.comment,
      created_at: row.created_at,
      claimed_at: row.claimed_at,
      closed_at: row.closed_at,
      announced_at: row.announced_at,
    });
    if (row.l_id !== null) {
      bundle.leads.set(
        row.l_id,
        leadRowOf(row.l_id, row, {
          regionId: row.region_id,
          holderAccountId: row.l_holder_account_id,
          createdAt: row.created_at,
        }),
      );
    }
    if (row.o_id !== null) {
      bundle.orders.set(row.o_id, {
        id: row.o_id,
        short_code: row.o_short_code ?? '',
        status: row.o_status ?? 0,
        cancel_reason: row.o_cancel_reason,
        status_comment: row.o_status_comment,
      });
    }
  }
  return bundle;
}

export function toTaskDto(bundle: TaskBundle, taskId: number, viewer: PhoneViewer): TaskDto | null {
  const task = bundle.tasks.get(taskId);
  if (!task) return null;
  const lead = task.lead_id ? bundle.leads.get(task.lead_id) : undefined;
  const order = task.order_id ? bundle.orders.get(task.order_id) : undefined;
  return {
    id: task.id,
    type: task.type,
    status: task.status,
    leadId: task.lead_id,
    orderId: task.order_id,
    dueAt: iso(task.due_at),
    claimedAt: task.claimed_at ? iso(task.claimed_at) : null,
    cancelReason: task.reason ?? order?.cancel_reason ?? null,
    comment: task.comment,
    context: lead ? toLeadDto(lead, viewer) : null,
    order: order
      ? {
          id: order.id,
          shortCode: order.short_code,
          status: order.status,
          cancelReason: order.cancel_reason,
          statusComment: order.status_comment,
        }
      : null,
  };
}

export async function loadTaskDto(db: Kysely<Database>, taskId: number, viewer: PhoneViewer): Promise<TaskDto | null> {
  return toTaskDto(await loadTaskBundle(db, [taskId]), taskId, viewer);
}

export async function findClaimedTaskId(db: Kysely<Database>, accountId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('tasks')
    .select('id')
    .where('account_id', '=', accountId)
    .where('status', '=', 'claimed')
    .executeTakeFirst();
  return row?.id;
}

export async function lockTask(trx: Kysely<Database>, taskId: number): Promise<TaskRow | undefined> {
  return trx.selectFrom('tasks').selectAll().where('id', '=', taskId).forUpdate().executeTakeFirst();
}

/**
 * Locks, in id order, every unfinished task of a lead plus the task the account holds now, so
 * that claims by id never deadlock one another; the queue's claims skip these rows meanwhile.
 */
export async function lockLeadTasks(trx: Kysely<Database>, leadId: number, accountId: number): Promise<TaskRow[]> {
  return trx
    .selectFrom('tasks')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('lead_id', '=', leadId), eb('status', 'in', ['open', 'claimed'])]),
        eb.and([eb('account_id', '=', accountId), eb('status', '=', 'claimed')]),
      ]),
    )
    .orderBy('id')
    .forUpdate()
    .execute();
}

export async function recordExecution(
  trx: Kysely<Database>,
  taskId: number,
  accountId: number | null,
  action: TaskAction,
  at: Date,
  details: Record<string, unknown> = {},
): Promise<void> {
  await trx
    .insertInto('task_executions')
    .values({ task_id: taskId, account_id: accountId, action, details: JSON.stringify(details), created_at: at })
    .execute();
}

/** Ends a task (closed or skipped). */
export async function finishTask(
  trx: Kysely<Database>,
  taskId: number,
  status: 'closed' | 'skipped',
  at: Date,
  comment?: string | null,
): Promise<void> {
  await trx
    .updateTable('tasks')
    .set({ status, closed_at: at, ...(comment !== undefined ? { comment } : {}) })
    .where('id', '=', taskId)
    .execute();
}

/** Puts a task back in the queue, reserved for `accountId` (null: anyone), due at `dueAt`. */
export async function reopenTask(
  trx: Kysely<Database>,
  taskId: number,
  accountId: number | null,
  dueAt: Date,
  comment?: string | null,
): Promise<void> {
  await trx
    .updateTable('tasks')
    .set({
      status: 'open',
      account_id: accountId,
      due_at: dueAt,
      claimed_at: null,
      announced_at: null,
      ...(comment !== undefined ? { comment } : {}),
    })
    .where('id', '=', taskId)
    .execute();
}

export async function claimTaskRow(trx: Kysely<Database>, taskId: number, accountId: number, at: Date): Promise<void> {
  await trx
    .updateTable('tasks')
    .set({
      status: 'claimed',
      account_id: accountId,
      claimed_at: at,
      announced_at: sql<Date>`coalesce(announced_at, ${at})`,
    })
    .where('id', '=', taskId)
    .execute();
}

export type NewTask = {
  type: TaskTypeColumn;
  leadId: number | null;
  orderId?: number | null;
  regionId: string;
  productId: number | null;
  webmasterId: number | null;
  accountId: number | null;
  status: 'open' | 'claimed';
  dueAt: Date;
  at: Date;
  reason?: string | null;
  comment?: string | null;
};

export async function insertTask(trx: Kysely<Database>, task: NewTask): Promise<number> {
  const row = await trx
    .insertInto('tasks')
    .values({
      type: task.type,
      lead_id: task.leadId,
      order_id: task.orderId ?? null,
      region_id: task.regionId,
      product_id: task.productId,
      webmaster_id: task.webmasterId,
      account_id: task.accountId,
      status: task.status,
      due_at: task.dueAt,
      reason: task.reason ?? null,
      comment: task.comment ?? null,
      created_at: task.at,
      claimed_at: task.status === 'claimed' ? task.at : null,
      announced_at: task.status === 'claimed' ? task.at : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The lead stays the agent's only while one of its tasks is still with the agent. */
export async function releaseLeadHolder(trx: Kysely<Database>, leadId: number, accountId: number): Promise<void> {
  await trx
    .updateTable('leads')
    .set({ holder_account_id: null })
    .where('id', '=', leadId)
    .where('holder_account_id', '=', accountId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('tasks')
            .select('id')
            .where('tasks.lead_id', '=', leadId)
            .where('tasks.account_id', '=', accountId)
            .where('tasks.status', 'in', ['open', 'claimed']),
        ),
      ),
    )
    .execute();
}

/**
 * Gives everything an agent holds back to the queue (its shift ended): the claimed task and
 * every follow-up reserved for it become open to all, its leads lose their holder.
 */
export async function releaseAgentWork(trx: Kysely<Database>, accountId: number, now: Date): Promise<void> {
  const released = await trx
    .updateTable('tasks')
    .set({ status: 'open', account_id: null, claimed_at: null, announced_at: null })
    .where('account_id', '=', accountId)
    .where('status', 'in', ['open', 'claimed'])
    .returning('id')
    .execute();
  for (const task of released)
    await recordExecution(trx, task.id, accountId, 'RELEASED', now, { reason: 'SHIFT_ENDED' });
  await trx.updateTable('leads').set({ holder_account_id: null }).where('holder_account_id', '=', accountId).execute();
}

export type ExecutionRow = {
  id: number;
  task_id: number;
  task_type: string;
  action: string;
  account_id: number | null;
  account_name: string | null;
  details: unknown;
  created_at: Date;
};

/** History of every task about the same lead (or order) as this task, newest first. */
export async function listExecutions(
  db: Kysely<Database>,
  task: Pick<TaskRow, 'lead_id' | 'order_id' | 'id'>,
  limit = 200,
) {
  return db
    .selectFrom('task_executions as e')
    .innerJoin('tasks as t', 't.id', 'e.task_id')
    .leftJoin('accounts as a', 'a.id', 'e.account_id')
    .select([
      'e.id',
      'e.task_id',
      't.type as task_type',
      'e.action',
      'e.account_id',
      accountDisplayNameSql('a').as('account_name'),
      'e.details',
      'e.created_at',
    ])
    .where((eb) =>
      task.lead_id
        ? eb('t.lead_id', '=', task.lead_id)
        : task.order_id
          ? eb('t.order_id', '=', task.order_id)
          : eb('t.id', '=', task.id),
    )
    .orderBy('e.id', 'desc')
    .limit(limit)
    .execute() as Promise<ExecutionRow[]>;
}

export type LeadTaskRow = {
  id: number;
  type: string;
  status: string;
  due_at: Date;
  reason: string | null;
  comment: string | null;
  order_id: number | null;
  account_id: number | null;
  account_name: string | null;
};

/** The tasks of one type about a lead (its own and its orders'), latest due first. */
export async function listLeadTasks(
  db: Kysely<Database>,
  leadId: number,
  type: TaskTypeColumn,
  limit = 100,
): Promise<LeadTaskRow[]> {
  return db
    .selectFrom('tasks as t')
    .leftJoin('accounts as a', 'a.id', 't.account_id')
    .select([
      't.id',
      't.type',
      't.status',
      't.due_at',
      't.reason',
      't.comment',
      't.order_id',
      't.account_id',
      accountDisplayNameSql('a').as('account_name'),
    ])
    .where('t.lead_id', '=', leadId)
    .where('t.type', '=', type)
    .orderBy('t.due_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(limit)
    .execute();
}
