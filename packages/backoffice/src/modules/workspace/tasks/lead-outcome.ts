/**
 * The task side of a lead's outcome, for the lead service (leads/change-status.ts), so that it
 * asks the task queue instead of writing task rows itself: the lead's task the caller holds (its
 * tasks locked in id order, as every claim locks them), then that task closed with the outcome on
 * its history, the follow-up task, the lead's new state and the shift's extension as one statement.
 * All run in the lead's transaction.
 */
import type { ModuleDb } from '../../../db/owners.js';
import { type ClosingWrites, writeClosing } from './closing-writes.js';
import { lockLeadTasks, type NewTask, type TaskRow } from './repo.js';
import { taskNotHeld } from './rules.js';
import type { TaskCaller } from './task-caller.js';

type Db = ModuleDb<'workspace'>;

export const leadOutcomeSteps = {
  /** The caller's claimed task on the lead; 409 TASK_NOT_HELD when the caller has not claimed it. */
  async heldLeadTask(trx: Db, caller: Pick<TaskCaller, 'accountId'>, leadId: number): Promise<TaskRow> {
    const locked = await lockLeadTasks(trx, leadId, caller.accountId);
    const task = locked.find(
      (t) => t.lead_id === leadId && t.status === 'claimed' && t.account_id === caller.accountId,
    );
    if (!task) throw taskNotHeld('This lead is not assigned to you: claim it first');
    return task;
  },

  /**
   * Closes the task with the outcome on its history (STATUS_CHANGED) and, in the same one
   * statement, queues the follow-up task, moves the lead and extends the shift; answers the
   * follow-up's id.
   */
  closeWithOutcome: (
    trx: Db,
    step: {
      task: TaskRow;
      accountId: number;
      now: Date;
      outcome: Record<string, unknown>;
      followUp: NewTask | null;
      lead: ClosingWrites['lead'];
      shift: ClosingWrites['shift'];
    },
  ): Promise<{ followUpTaskId: number | null }> =>
    writeClosing(trx, {
      accountId: step.accountId,
      at: step.now,
      closed: [{ taskId: step.task.id, action: 'STATUS_CHANGED', details: step.outcome }],
      followUp: step.followUp,
      lead: step.lead,
      shift: step.shift,
    }),
};
