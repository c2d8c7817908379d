/**
 * Taking work from the queue (TASK-08): the caller's claimed task after a reload, and "next" —
 * claimed through the dispatcher, which puts agents with the same group rules into one claiming
 * statement, after the claim gate a flow above may set has narrowed the rules.
 */
import type { TaskDto } from '@umbrella/contract';
import type { Clock } from '../../../clock.js';
import type { ModuleDb } from '../../../db/owners.js';
import { floorChanged } from '../../../platform/floor-changes.js';
import type { PhoneViewer } from '../../../platform/phone-mask.js';
import type { WorkspaceReads } from '../reads.js';
import { shiftNotActive } from '../shifts/service.js';
import type { ShiftSettings } from '../shifts/settings.js';
import { claimRowToDto } from './claim-dto.js';
import { claimBatch } from './claim-sql.js';
import { withDialing } from './dialing.js';
import { createDispatcher, type Dispatcher } from './dispatcher.js';
import type { EligibilityRule, EligibilitySource } from './eligibility.js';
import { findClaimedTaskId } from './repo.js';
import type { QueueSettings } from './settings.js';
import { loadTaskDto } from './task-bundle.js';
import type { TaskCaller } from './task-caller.js';

type ClaimRequest = {
  accountId: number;
  key: string;
  rules: EligibilityRule[];
  shiftBound: boolean;
  viewer: PhoneViewer;
};
type ClaimAnswer = { allowed: boolean; fresh: boolean; task: TaskDto | null };

/**
 * Narrows an agent's group rules before a claim (the scripts' read gate, decision 1201): answers
 * the rules to claim with, or null for "unchanged". Registered by a flow above the workspace.
 */
export type ClaimGate = (accountId: number, rules: readonly EligibilityRule[]) => Promise<EligibilityRule[] | null>;

export function createTaskQueue(deps: {
  db: ModuleDb<'workspace'>;
  reads: WorkspaceReads;
  clock: Clock;
  settings: QueueSettings;
  shiftSettings: ShiftSettings;
  eligibility: EligibilitySource;
}) {
  const { db, reads, clock, settings, shiftSettings, eligibility } = deps;
  let claimGate: ClaimGate | undefined;

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

  return {
    dispatcher,
    /** Sets the gate agents' claims pass through (one; a later call replaces it). */
    setClaimGate(gate: ClaimGate | undefined) {
      claimGate = gate;
    },

    /** The caller's claimed task, or null (after a reload). No side effects. */
    async current(caller: TaskCaller): Promise<TaskDto | null> {
      const id = await findClaimedTaskId(db, caller.accountId);
      if (!id) return null;
      const [task, eligible] = await Promise.all([
        loadTaskDto(db, reads, id, caller),
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
      if (answer.fresh && answer.task) floorChanged(db, caller.regionIds);
      return withDialing(answer.task, eligible.rules, clock.now());
    },
  };
}
