/**
 * The writes that end a task action — the tasks it closes with their executions, the follow-up
 * task, the lead's new state and the caller's silent shift extension — sent as one statement of
 * data-modifying CTEs. An outcome and an order's approval are the floor's busiest writes, and the
 * back-office's CPU follows its round trips: one instead of five.
 *
 * Each part sees the rows as they were before the statement (none reads another's rows: no
 * trigger on these tables does), so handing the lead back asks about the account's other tasks
 * with those closed here left out.
 */
import type { TaskAction } from '@umbrella/contract';
import { type Kysely, type RawBuilder, sql, type Transaction, type Updateable } from 'kysely';
import { type ModuleTables, ownTables } from '../../../db/owners.js';
import type { LeadsTable } from '../../../db/types.js';
import type { ShiftTouch } from '../shifts/service.js';
import { type NewTask, newTaskValues } from './repo.js';

export type ClosingWrites = {
  accountId: number;
  at: Date;
  /** Tasks that close now, each with the execution that says why. */
  closed: readonly { taskId: number; action: TaskAction; details: Record<string, unknown> }[];
  followUp?: NewTask | null;
  lead?: {
    id: number;
    set: Updateable<LeadsTable>;
    /** The lead leaves the account's hands unless another of its tasks stays with the account. */
    releaseHolder?: boolean;
  };
  /** The caller's silent shift extension, as the shift service builds it. */
  shift?: ShiftTouch | undefined;
};

/** Sends the writes; answers the follow-up task's id (null without one). */
export async function writeClosing<DB extends ModuleTables<'workspace'>>(
  handle: Kysely<DB> | Transaction<DB>,
  writes: ClosingWrites,
): Promise<{ followUpTaskId: number | null }> {
  const db = ownTables(handle, 'workspace');
  const { accountId, at, closed, followUp, lead, shift } = writes;
  const closedIds = closed.map((c) => c.taskId);
  const parts: RawBuilder<unknown>[] = [];
  if (closedIds.length) {
    parts.push(
      sql`closed as (${db.updateTable('tasks').set({ status: 'closed', closed_at: at }).where('id', 'in', closedIds)})`,
      sql`executions as (${db.insertInto('task_executions').values(
        closed.map((c) => ({
          task_id: c.taskId,
          account_id: accountId,
          action: c.action,
          details: JSON.stringify(c.details),
          created_at: at,
        })),
      )})`,
    );
  }
  if (followUp) {
    parts.push(sql`follow_up as (${db.insertInto('tasks').values(newTaskValues(followUp)).returning('id')})`);
  }
  if (lead) {
    const stillHeld = db
      .selectFrom('tasks')
      .select('id')
      .where('lead_id', '=', lead.id)
      .where('account_id', '=', accountId)
      .where('status', 'in', ['open', 'claimed'])
      .$if(closedIds.length > 0, (q) => q.where('id', 'not in', closedIds));
    const update = db
      .updateTable('leads')
      .set(lead.set)
      .$if(lead.releaseHolder === true, (q) =>
        q.set({
          holder_account_id: sql<number | null>`case when holder_account_id = ${accountId}
            and not exists (${stillHeld}) then null else holder_account_id end`,
        }),
      )
      .where('id', '=', lead.id);
    parts.push(sql`lead as (${update})`);
  }
  if (shift) parts.push(sql`shift as (${shift})`);
  if (!parts.length) return { followUpTaskId: null };
  const answer = followUp ? sql`(select id from follow_up)` : sql`null::integer`;
  const { rows } = await sql<{ follow_up_task_id: number | null }>`
    with ${sql.join(parts, sql`, `)} select ${answer} as follow_up_task_id`.execute(db);
  return { followUpTaskId: rows[0]?.follow_up_task_id ?? null };
}
