/**
 * The agent workspace: shifts, the task queue and leads, one unit with one business clock and
 * one background sweep (shift endings, due tasks). Routes under /module/shifts, /module/tasks
 * and /module/leads, the paths the specification gives them (and /module/testing for the test clock).
 */
import type { BackofficeModule } from '../../platform/module-deps.js';
import { workspaceRoutes } from './routes.js';

export { blacklistedPhone, refuseBlacklisted } from './blacklist/blacklist.js';
export { listExecutions, listLeadLogs, listLeadTasks, loadLeadRow } from './flow-reads.js';
export { workspaceLeads } from './leads/joinable.js';
export { toLeadDto } from './leads/lead-rows.js';
export type { LeadFacts, LeadLookup, OrderOwnership, PhoneHandler } from './leads/lookup.js';
export { type ReceivedLead, receiveLead } from './leads/receive.js';
export { dialsInProgress } from './stats/dials.js';
export {
  type OutcomeCount,
  outcomesSince,
  type QueueDepth,
  queueDepth,
  type ShiftState,
  shiftStates,
} from './stats/floor.js';
export {
  type LeadWork,
  leadWorkByAccount,
  leadWorkByBucket,
  leadWorkByBucketQuery,
  leadWorkByDay,
  leadWorkByDayQuery,
  leadWorkQuery,
} from './stats/lead-work.js';
export { queueOverDay } from './stats/queue-over-day.js';
export type { EligibilityRule } from './tasks/eligibility.js';
export type { ApprovingCaller, OrderApproval } from './tasks/order-approval.js';
export { TASKS_BASE, taskActionResponses } from './tasks/routes.js';
export { blank } from './tasks/rules.js';
export type { ClaimGate } from './tasks/service.js';
export { createWorkspace, type Workspace, type WorkspaceOptions, workspaceFor } from './workspace.js';

export const workspaceModule: BackofficeModule = {
  name: 'workspace',
  prefixes: ['/module/shifts', '/module/tasks', '/module/leads', '/module/testing'],
  routes: workspaceRoutes,
};
