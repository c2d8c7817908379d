/**
 * The task queue (TASK-*, RECALL-*, CALLBACK-*): one service over its use cases — taking work
 * (queue.ts), claiming a lead by id (claim-lead.ts), the actions on a claimed task
 * (task-actions.ts) and a task's history (task-history.ts) — sharing the eligibility cache and
 * the "queue changed" signal.
 */
import type { Kysely } from 'kysely';
import type { Clock } from '../../../clock.js';
import type { ModuleDb } from '../../../db/owners.js';
import type { Database } from '../../../db/types.js';
import { floorChanged } from '../../../platform/floor-changes.js';
import { staleAnswersOf } from '../../../platform/stale-answers.js';
import type { WorkspaceReads } from '../reads.js';
import type { ShiftService } from '../shifts/service.js';
import type { ShiftSettings } from '../shifts/settings.js';
import { createLeadClaim } from './claim-lead.js';
import { type EligibilitySource, eligibilityCache } from './eligibility.js';
import { leadOutcomeSteps } from './lead-outcome.js';
import { createTaskQueue } from './queue.js';
import { releaseAgentWork } from './repo.js';
import { DEFAULT_QUEUE_SETTINGS, type QueueSettings } from './settings.js';
import { createTaskActions } from './task-actions.js';
import type { TaskCaller } from './task-caller.js';
import { createTaskHistory } from './task-history.js';

export type { ClaimGate } from './queue.js';
export { scheduleTime, taskNotHeld } from './rules.js';
export { DEFAULT_QUEUE_SETTINGS, type QueueSettings } from './settings.js';
export type { TaskCaller } from './task-caller.js';

export type TaskService = ReturnType<typeof createTaskService>;

export function createTaskService(deps: {
  db: ModuleDb<'workspace'>;
  /** The application's handle, only to open the transaction a flow's work on a task shares (`act`). */
  app: Kysely<Database>;
  reads: WorkspaceReads;
  clock: Clock;
  shifts: ShiftService;
  shiftSettings: ShiftSettings;
  settings?: Partial<QueueSettings>;
  /** Told after a commit that made tasks available (wakes the announcer). */
  onQueueChanged?: () => void;
  /** Where an agent's group rules come from (default: the accounts module, kept until a notice). */
  eligibility?: EligibilitySource;
}) {
  const { db, app, reads, clock, shifts, shiftSettings } = deps;
  const settings = { ...DEFAULT_QUEUE_SETTINGS, ...deps.settings };
  const eligibility = deps.eligibility ?? eligibilityCache(reads.groupRules, staleAnswersOf(app));
  /** After a commit that moved the caller's work: the queue's announcer and the live floor are told. */
  const changed = (caller: Pick<TaskCaller, 'regionIds'>) => {
    deps.onQueueChanged?.();
    floorChanged(db, caller.regionIds);
  };
  return {
    ...createTaskQueue({ db, reads, clock, settings, shiftSettings, eligibility }),
    claimLead: createLeadClaim({
      db,
      clock,
      shifts,
      reservationGraceSeconds: settings.reservationGraceSeconds,
      changed,
    }),
    ...createTaskActions({ db, app, reads, clock, shifts, changed }),
    ...createTaskHistory({ db, reads }),
    /** The task side of a lead's outcome (the lead service's change-status). */
    ...leadOutcomeSteps,
    /** In the shift's transaction, when it ends: the agent's tasks and leads go back to the queue. */
    releaseAgentWork,
  };
}
