/**
 * The actions on a claimed task (close, reschedule, reschedule a recall, skip) and the steps a
 * flow's own outcome uses. An action needs the task to be the caller's claimed one (so a double
 * click or a stale tab cannot apply it twice), runs in one transaction and extends a
 * non-manager's shift. The transaction is opened on the application's handle because a flow's
 * work (flows/task-outcomes) writes its order in the same one; the workspace's own steps narrow it.
 */
import type { RescheduleBody, RescheduleRecallBody, SkipBody, TaskDto } from '@umbrella/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../../../clock.js';
import { type ModuleDb, type ModuleTables, ownTables } from '../../../db/owners.js';
import type { Database } from '../../../db/types.js';
import { invalid, notFound } from '../../../platform/http-error.js';
import { foundInRegions } from '../../../platform/region-scope.js';
import type { WorkspaceReads } from '../reads.js';
import type { ShiftService } from '../shifts/service.js';
import { finishTask, lockTask, recordExecution, releaseLeadHolder, reopenTask, type TaskRow } from './repo.js';
import { blank, scheduleTime, taskNotHeld } from './rules.js';
import { loadTaskDto } from './task-bundle.js';
import type { TaskCaller } from './task-caller.js';

type Handle<DB> = Kysely<DB> | Transaction<DB>;

export function createTaskActions(deps: {
  db: ModuleDb<'workspace'>;
  app: Kysely<Database>;
  reads: WorkspaceReads;
  clock: Clock;
  shifts: ShiftService;
  changed: (caller: Pick<TaskCaller, 'regionIds'>) => void;
}) {
  const { db, app, reads, clock, shifts, changed } = deps;

  /** Runs an action on the caller's claimed task in one transaction, then answers with the task. */
  async function act(
    caller: TaskCaller,
    taskId: number,
    work: (trx: Kysely<Database>, task: TaskRow, now: Date) => Promise<void>,
  ): Promise<TaskDto> {
    await app.transaction().execute(async (appTrx) => {
      const trx = ownTables(appTrx, 'workspace');
      const task = foundInRegions(caller, await lockTask(trx, taskId), (r) => r.region_id, 'Task not found');
      if (task.status !== 'claimed' || task.account_id !== caller.accountId) throw taskNotHeld();
      await work(appTrx, task, clock.now());
      await shifts.touch(trx, [caller]);
    });
    changed(caller);
    const dto = await loadTaskDto(db, reads, taskId, caller);
    if (!dto) throw notFound('Task not found');
    return dto;
  }

  /** The workspace's own actions: `act` on its tables only. */
  const actOwn = (
    caller: TaskCaller,
    taskId: number,
    work: (trx: ModuleDb<'workspace'>, task: TaskRow, now: Date) => Promise<void>,
  ) => act(caller, taskId, (appTrx, task, now) => work(ownTables(appTrx, 'workspace'), task, now));

  /** Ends the task; the lead leaves the agent's hands unless another of its tasks is still theirs. */
  async function finish<DB extends ModuleTables<'workspace'>>(
    handle: Handle<DB>,
    task: TaskRow,
    status: 'closed' | 'skipped',
    now: Date,
    comment?: string | null,
  ) {
    const trx = ownTables(handle, 'workspace');
    await finishTask(trx, task.id, status, now, comment);
    if (task.lead_id && task.account_id) await releaseLeadHolder(trx, task.lead_id, task.account_id);
  }

  /** Back to the caller's awaiting list at `dueAt`; the lead's call time follows. */
  async function reopen(trx: ModuleDb<'workspace'>, task: TaskRow, caller: TaskCaller, dueAt: Date, comment?: string) {
    await reopenTask(trx, task.id, caller.accountId, dueAt, comment);
    if (task.lead_id) await trx.updateTable('leads').set({ call_at: dueAt }).where('id', '=', task.lead_id).execute();
  }

  return {
    /** Close (CALLBACK-04, TASK-34). */
    async close(caller: TaskCaller, taskId: number): Promise<TaskDto> {
      return actOwn(caller, taskId, async (trx, task, now) => {
        await finish(trx, task, 'closed', now);
        await recordExecution(trx, task.id, caller.accountId, 'CLOSED', now);
      });
    },

    /** Reschedule by id and newTime (TASK-22, TASK-31, CALLBACK-05): back to the caller's awaiting list. */
    async reschedule(caller: TaskCaller, body: RescheduleBody): Promise<TaskDto> {
      return actOwn(caller, body.taskId, async (trx, task, now) => {
        const dueAt = scheduleTime(body.newTime, 'newTime', now);
        await reopen(trx, task, caller, dueAt);
        await recordExecution(trx, task.id, caller.accountId, 'RESCHEDULED', now, { newTime: dueAt.toISOString() });
      });
    },

    /** Reschedule a RECALL task with a new schedule time and an optional comment (TASK-21, RECALL-05). */
    async rescheduleRecall(caller: TaskCaller, body: RescheduleRecallBody): Promise<TaskDto> {
      return actOwn(caller, body.taskId, async (trx, task, now) => {
        if (task.type !== 'RECALL') throw invalid('taskId', 'is not a RECALL task (use reschedule)');
        const dueAt = scheduleTime(body.newScheduleTime, 'newScheduleTime', now);
        const comment = blank(body.comment) ? undefined : (body.comment ?? undefined);
        await reopen(trx, task, caller, dueAt, comment);
        await recordExecution(trx, task.id, caller.accountId, 'RESCHEDULED', now, {
          newTime: dueAt.toISOString(),
          comment: comment ?? null,
        });
      });
    },

    /** Skip with a required comment (RECALL-06/07, RECALL-12/13). */
    async skip(caller: TaskCaller, body: SkipBody): Promise<TaskDto> {
      if (blank(body.comment)) throw invalid('comment', 'is required');
      return actOwn(caller, body.taskId, async (trx, task, now) => {
        await finish(trx, task, 'skipped', now, body.comment.trim());
        await recordExecution(trx, task.id, caller.accountId, 'SKIPPED', now, { comment: body.comment.trim() });
      });
    },

    /**
     * The steps flows/task-outcomes runs on a claimed task whose outcome also writes its order:
     * `act` locks the task (always before the order), checks it is the caller's, runs the work in
     * one transaction, touches the shift and answers with the task.
     */
    act,
    finish,
    recordExecution: <DB extends ModuleTables<'workspace'>>(
      trx: Handle<DB>,
      ...execution: Parameters<typeof recordExecution> extends [unknown, ...infer Rest] ? Rest : never
    ) => recordExecution(ownTables(trx, 'workspace'), ...execution),
    setReason: <DB extends ModuleTables<'workspace'>>(
      trx: Handle<DB>,
      taskId: number,
      reason: string,
      comment?: string | null,
    ) =>
      ownTables(trx, 'workspace')
        .updateTable('tasks')
        .set(comment === undefined ? { reason } : { reason, comment })
        .where('id', '=', taskId)
        .execute(),
  };
}
