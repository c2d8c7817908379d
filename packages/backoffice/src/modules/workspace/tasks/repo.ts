/** Task rows: finding the held one, locking them for an action, and every write the actions make. */
import type { TaskAction } from '@umbrella/contract';
import { type Insertable, type Selectable, sql } from 'kysely';
import { builtOnce } from '../../../db/built-once.js';
import type { ModuleDb } from '../../../db/owners.js';
import type { TasksTable, TaskTypeColumn } from '../../../db/types.js';

type Db = ModuleDb<'workspace'>;

export type TaskRow = Selectable<TasksTable>;

export async function findClaimedTaskId(db: Db, accountId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('tasks')
    .select('id')
    .where('account_id', '=', accountId)
    .where('status', '=', 'claimed')
    .executeTakeFirst();
  return row?.id;
}

export async function lockTask(trx: Db, taskId: number): Promise<TaskRow | undefined> {
  return trx.selectFrom('tasks').selectAll().where('id', '=', taskId).forUpdate().executeTakeFirst();
}

const lockLeadTasksStatement = builtOnce((trx: Db, leadId: number, accountId: number) =>
  trx
    .selectFrom('tasks')
    .selectAll()
    .where((eb) =>
      // The statuses are written into the statement, not sent as parameters: prepared once
      // (decision 1883), its one plan can then use the partial indexes on claimed tasks, where a
      // plan for any status could not and PostgreSQL would plan it anew on every outcome.
      eb.or([
        eb.and([
          eb('lead_id', '=', leadId),
          eb('status', 'in', [sql.lit('open' as const), sql.lit('claimed' as const)]),
        ]),
        eb.and([eb('account_id', '=', accountId), eb('status', '=', sql.lit('claimed' as const))]),
      ]),
    )
    .orderBy('id')
    .forUpdate(),
);

/**
 * Locks, in id order, every unfinished task of a lead plus the task the account holds now, so
 * that claims by id never deadlock one another; the queue's claims skip these rows meanwhile.
 */
export async function lockLeadTasks(trx: Db, leadId: number, accountId: number): Promise<TaskRow[]> {
  return (await lockLeadTasksStatement(trx, leadId, accountId)).rows;
}

export async function recordExecution(
  trx: Db,
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
  trx: Db,
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
  trx: Db,
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

export async function claimTaskRow(trx: Db, taskId: number, accountId: number, at: Date): Promise<void> {
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

export async function insertTask(trx: Db, task: NewTask): Promise<number> {
  const row = await trx.insertInto('tasks').values(newTaskValues(task)).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** A new task's row. */
export function newTaskValues(task: NewTask): Insertable<TasksTable> {
  return {
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
  };
}

/** The lead stays the agent's only while one of its tasks is still with the agent. */
export async function releaseLeadHolder(trx: Db, leadId: number, accountId: number): Promise<void> {
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
export async function releaseAgentWork(trx: Db, accountId: number, now: Date): Promise<void> {
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
