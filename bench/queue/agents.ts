/** What the queue benches share: a bench agent as a caller, the group's rules, the product's task service. */

import type { Caller } from '@umbrella/edge';
import type { Kysely } from 'kysely';
import { createClock } from '../../packages/backoffice/src/clock.js';
import { ownTables } from '../../packages/backoffice/src/db/owners.js';
import type { Database } from '../../packages/backoffice/src/db/types.js';
import { workspaceReads } from '../../packages/backoffice/src/modules/workspace/reads.js';
import { createShiftService } from '../../packages/backoffice/src/modules/workspace/shifts/service.js';
import { DEFAULT_SHIFT_SETTINGS } from '../../packages/backoffice/src/modules/workspace/shifts/settings.js';
import {
  type EligibilitySource,
  loadEligibility,
} from '../../packages/backoffice/src/modules/workspace/tasks/eligibility.js';
import { releaseAgentWork } from '../../packages/backoffice/src/modules/workspace/tasks/repo.js';
import {
  createTaskService,
  type QueueSettings,
} from '../../packages/backoffice/src/modules/workspace/tasks/service.js';
import type { Arena } from './setup.js';

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
export const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

export function callerFor(accountId: number, arena: Arena): Caller {
  return {
    accountId,
    permissions: ['task:current'],
    features: [],
    regionIds: [arena.regionId],
    position: 'Agent',
    productsIds: [arena.productId],
    email: '',
    expiresAt: 0,
  };
}

/** Every bench agent is in the same group: the rules are loaded once, as the cache would hold them. */
export async function fixedEligibility(db: Kysely<Database>, arena: Arena): Promise<EligibilitySource> {
  const eligibility = await loadEligibility(workspaceReads(db).groupRules, arena.firstAccountId);
  return { get: async () => eligibility, clear: () => {} };
}

/** The product's task service (its shifts, its dispatcher) on `db`. */
export function service(db: Kysely<Database>, eligibility: EligibilitySource, settings: Partial<QueueSettings>) {
  const clock = createClock();
  const own = ownTables(db, 'workspace');
  const shifts = createShiftService({
    db: own,
    clock,
    settings: DEFAULT_SHIFT_SETTINGS,
    releaseWork: releaseAgentWork,
  });
  return createTaskService({
    db: own,
    app: db,
    reads: workspaceReads(db),
    clock,
    shifts,
    shiftSettings: DEFAULT_SHIFT_SETTINGS,
    settings,
    eligibility,
  });
}
