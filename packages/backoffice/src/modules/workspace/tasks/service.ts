/**
 * The task queue (TASK-*, RECALL-*, CALLBACK-*): current, next, claim by lead id, and every task
 * action. An action needs the task to be the caller's claimed one (so a double click or a stale
 * tab cannot apply it twice), runs in one transaction and extends a non-manager's shift.
 */
import type { RescheduleBody, RescheduleRecallBody, SkipBody, TaskDto, TaskExecutionDto } from '@umbrella/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../../clock.js';
import type { Database } from '../../../db/types.js';
import { invalid, notFound } from '../../../platform/http-error.js';
import type { PhoneViewer } from '../../../platform/phone-mask.js';
import { foundInRegions } from '../../../platform/region-scope.js';
import { type ShiftService, shiftNotActive } from '../shifts/service.js';
import type { ShiftSettings } from '../shifts/settings.js';
import { claimRowToDto } from './claim-dto.js';
import { createLeadClaim } from './claim-lead.js';
import { claimBatch } from './claim-sql.js';
import { withDialing } from './dialing.js';
import { createDispatcher, type Dispatcher } from './dispatcher.js';
import { type EligibilityRule, type EligibilitySource, eligibilityCache } from './eligibility.js';
import {
  findClaimedTaskId,
  finishTask,
  listExecutions,
  loadTaskDto,
  lockTask,
  recordExecution,
  releaseLeadHolder,
  reopenTask,
  type TaskRow,
} from './repo.js';
import { blank, scheduleTime, taskNotHeld } from './rules.js';
import type { TaskCaller } from './task-caller.js';

export type QueueSettings = {
  /** A follow-up reserved for an agent opens to everyone this long after it came due. */
  reservationGraceSeconds: number;
  /** Dispatcher bounds (see dispatcher.ts). */
  maxBatch: number;
  maxInFlight: number;
  perKeyInFlight: number;
};

export const DEFAULT_QUEUE_SETTINGS: QueueSettings = {
  reservationGraceSeconds: 15 * 60,
  // Measured in bench/queue: batches up to 250 with two statements per key at a time keep both
  // cores busy without several small statements racing for the same queue head.
  maxBatch: 250,
  maxInFlight: 4,
  perKeyInFlight: 2,
};

export type { TaskCaller } from './task-caller.js';

type ClaimRequest = {
  accountId: number;
  key: string;
  rules: EligibilityRule[];
  shiftBound: boolean;
  viewer: PhoneViewer;
};
type ClaimAnswer = { allowed: boolean; fresh: boolean; task: TaskDto | null };

export { scheduleTime, taskNotHeld } from './rules.js';

export type TaskService = ReturnType<typeof createTaskService>;

/**
 * Narrows an agent's group rules before a claim (the scripts' read gate, decision 1201): answers
 * the rules to claim with, or null for "unchanged". Registered by a flow above the workspace.
 */
export type ClaimGate = (accountId: number, rules: readonly EligibilityRule[]) => Promise<EligibilityRule[] | null>;

export function createTaskService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  shifts: ShiftService;
  shiftSettings: ShiftSettings;
  settings?: Partial<QueueSettings>;
  /** Told after a commit that made tasks available (wakes the announcer). */
  onQueueChanged?: () => void;
  /** Where an agent's group rules come from (default: the database, cached 10 s). */
  eligibility?: EligibilitySource;
}) {
  const { db, clock, shifts, shiftSettings } = deps;
  const settings = { ...DEFAULT_QUEUE_SETTINGS, ...deps.settings };
  const eligibility = deps.eligibility ?? eligibilityCache(db);
  let claimGate: ClaimGate | undefined;
  const changed = () => deps.onQueueChanged?.();
  const claimLead = createLeadClaim({
    db,
    clock,
    shifts,
    reservationGraceSeconds: settings.reservationGraceSeconds,
    changed,
  });

  const dispatcher: Dispatcher<ClaimRequest, ClaimAnswer> = createDispatcher({
    maxBatch: settings.maxBatch,
    maxInFlight: settings.maxInFlight,
    perKeyInFlight: settings.perKeyInFlight,
    async run(batch) {
      const now = clock.now();
      const rows = await claimBatch(db, {
        agents: batch.map((r) => ({ accountId: r.accountId, shiftBound: r.shiftBound })),
        rules: batch[0]?.rules ?? [],
        now,
        reservationCutoff: new Date(now.getTime() - settings.reservationGraceSeconds * 1000),
        extendUntil: new Date(now.getTime() + shiftSettings.extensionSeconds * 1000),
      });
      const viewers = new Map(batch.map((r) => [r.accountId, r.viewer]));
      return new Map(
        rows.map((r) => [
          r.claim_account,
          {
            allowed: r.claim_allowed,
            fresh: r.claim_fresh,
            task: claimRowToDto(r, viewers.get(r.claim_account) ?? { features: [] }),
          },
        ]),
      );
    },
  });

  /** Runs an action on the caller's claimed task in one transaction, then answers with the task. */
  async function act(
    caller: TaskCaller,
    taskId: number,
    work: (trx: Kysely<Database>, task: TaskRow, now: Date) => Promise<void>,
  ): Promise<TaskDto> {
    await db.transaction().execute(async (trx) => {
      const task = foundInRegions(caller, await lockTask(trx, taskId), (r) => r.region_id, 'Task not found');
      if (task.status !== 'claimed' || task.account_id !== caller.accountId) throw taskNotHeld();
      await work(trx, task, clock.now());
      await shifts.touch(trx, [caller]);
    });
    changed();
    const dto = await loadTaskDto(db, taskId, caller);
    if (!dto) throw notFound('Task not found');
    return dto;
  }

  async function finish(
    trx: Kysely<Database>,
    task: TaskRow,
    status: 'closed' | 'skipped',
    now: Date,
    comment?: string | null,
  ) {
    await finishTask(trx, task.id, status, now, comment);
    if (task.lead_id && task.account_id) await releaseLeadHolder(trx, task.lead_id, task.account_id);
  }

  return {
    dispatcher,
    clearEligibilityCache: eligibility.clear,
    /** Sets the gate agents' claims pass through (one; a later call replaces it). */
    setClaimGate(gate: ClaimGate | undefined) {
      claimGate = gate;
    },

    /** The caller's claimed task, or null (after a reload). No side effects. */
    async current(caller: TaskCaller): Promise<TaskDto | null> {
      const id = await findClaimedTaskId(db, caller.accountId);
      if (!id) return null;
      const [task, eligible] = await Promise.all([
        loadTaskDto(db, id, caller),
        eligibility.get(caller.accountId, caller.regionIds),
      ]);
      return withDialing(task, eligible.rules, clock.now());
    },

    /**
     * Fetch next (TASK-08): the held task if any, else a reserved follow-up come due, else the
     * oldest due pool task of the caller's groups — claimed atomically. Null when there is none.
     */
    async next(caller: TaskCaller): Promise<TaskDto | null> {
      const eligible = await eligibility.get(caller.accountId, caller.regionIds);
      const gated =
        claimGate && caller.position !== 'MANAGER' ? await claimGate(caller.accountId, eligible.rules) : null;
      const { rules, key } = gated ? { rules: gated, key: JSON.stringify(gated) } : eligible;
      const answer = await dispatcher.submit({
        accountId: caller.accountId,
        key,
        rules,
        shiftBound: caller.position !== 'MANAGER',
        viewer: caller,
      });
      if (!answer?.allowed) throw shiftNotActive();
      return withDialing(answer.task, eligible.rules, clock.now());
    },

    claimLead,

    /** Close (CALLBACK-04, TASK-34). */
    async close(caller: TaskCaller, taskId: number): Promise<TaskDto> {
      return act(caller, taskId, async (trx, task, now) => {
        await finish(trx, task, 'closed', now);
        await recordExecution(trx, task.id, caller.accountId, 'CLOSED', now);
      });
    },

    /** Reschedule by id and newTime (TASK-22, TASK-31, CALLBACK-05): back to the caller's awaiting list. */
    async reschedule(caller: TaskCaller, body: RescheduleBody): Promise<TaskDto> {
      return act(caller, body.taskId, async (trx, task, now) => {
        const dueAt = scheduleTime(body.newTime, 'newTime', now);
        await reopenTask(trx, task.id, caller.accountId, dueAt);
        if (task.lead_id)
          await trx.updateTable('leads').set({ call_at: dueAt }).where('id', '=', task.lead_id).execute();
        await recordExecution(trx, task.id, caller.accountId, 'RESCHEDULED', now, { newTime: dueAt.toISOString() });
      });
    },

    /** Reschedule a RECALL task with a new schedule time and an optional comment (TASK-21, RECALL-05). */
    async rescheduleRecall(caller: TaskCaller, body: RescheduleRecallBody): Promise<TaskDto> {
      return act(caller, body.taskId, async (trx, task, now) => {
        if (task.type !== 'RECALL') throw invalid('taskId', 'is not a RECALL task (use reschedule)');
        const dueAt = scheduleTime(body.newScheduleTime, 'newScheduleTime', now);
        const comment = blank(body.comment) ? undefined : (body.comment ?? undefined);
        await reopenTask(trx, task.id, caller.accountId, dueAt, comment);
        if (task.lead_id)
          await trx.updateTable('leads').set({ call_at: dueAt }).where('id', '=', task.lead_id).execute();
        await recordExecution(trx, task.id, caller.accountId, 'RESCHEDULED', now, {
          newTime: dueAt.toISOString(),
          comment: comment ?? null,
        });
      });
    },

    /** Skip with a required comment (RECALL-06/07, RECALL-12/13). */
    async skip(caller: TaskCaller, body: SkipBody): Promise<TaskDto> {
      if (blank(body.comment)) throw invalid('comment', 'is required');
      return act(caller, body.taskId, async (trx, task, now) => {
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
    recordExecution,
    setReason: (trx: Kysely<Database>, taskId: number, reason: string, comment?: string | null) =>
      trx
        .updateTable('tasks')
        .set(comment === undefined ? { reason } : { reason, comment })
        .where('id', '=', taskId)
        .execute(),

    /** History of the task's lead (or order): every claim, outcome and move (TASK-33). */
    async executions(caller: TaskCaller, taskId: number): Promise<TaskExecutionDto[]> {
      const task = foundInRegions(
        caller,
        await db.selectFrom('tasks').selectAll().where('id', '=', taskId).executeTakeFirst(),
        (r) => r.region_id,
        'Task not found',
      );
      const rows = await listExecutions(db, task);
      return rows.map((r) => {
        const details = (typeof r.details === 'string' ? JSON.parse(r.details) : (r.details ?? {})) as Record<
          string,
          unknown
        >;
        return {
          id: r.id,
          taskId: r.task_id,
          taskType: r.task_type,
          action: r.action,
          accountId: r.account_id,
          accountName: r.account_name,
          comment: typeof details.comment === 'string' ? details.comment : null,
          details,
          createdAt: new Date(r.created_at).toISOString(),
        };
      });
    },
  };
}
