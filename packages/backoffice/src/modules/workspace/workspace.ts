/**
 * The agent workspace of one database: the business clock, the shift, task and lead services
 * and the background sweep, created once per database so that the routes and the background
 * jobs share one dispatcher and one scheduler. It is handed the application's handle and narrows
 * it once: its parts query only the workspace's tables and read other modules' rows through the
 * subqueries and faces bound in reads.ts.
 */
import type { Kysely, Transaction } from 'kysely';
import { type AdjustableClock, systemClock } from '../../clock.js';
import { type ModuleTables, ownTables, type ReachesEveryTable, wholeHandle } from '../../db/owners.js';
import type { Database } from '../../db/types.js';
import { createBlacklist } from './blacklist/blacklist.js';
import { createFormService } from './leads/forms.js';
import { createHistoryService } from './leads/history.js';
import { createLeadLookup } from './leads/lookup.js';
import { createPhoneService } from './leads/phones.js';
import { createLeadService, DEFAULT_LEAD_SETTINGS, type LeadSettings } from './leads/service.js';
import { workspaceReads } from './reads.js';
import { createShiftService } from './shifts/service.js';
import { loadShiftSettings, type ShiftSettings } from './shifts/settings.js';
import { type ApprovingCaller, approveOrderTasks, type OrderApproval } from './tasks/order-approval.js';
import { createWorkspaceScheduler } from './tasks/scheduler.js';
import { createTaskService } from './tasks/service.js';
import type { QueueSettings } from './tasks/settings.js';

export type WorkspaceOptions = {
  clock?: AdjustableClock;
  shift?: ShiftSettings;
  queue?: Partial<QueueSettings>;
  leads?: Partial<LeadSettings>;
};

export function createWorkspace(app: Kysely<Database>, options: WorkspaceOptions = {}) {
  const db = ownTables(app, 'workspace');
  const reads = workspaceReads(app);
  const clock = options.clock ?? systemClock;
  const shiftSettings = options.shift ?? loadShiftSettings();
  // The shift service frees an ended shift's work through the task service, which itself needs
  // the shift service: it is asked only when a shift ends, after both exist.
  const shifts = createShiftService({
    db,
    clock,
    settings: shiftSettings,
    releaseWork: (trx, accountId, now) => tasks.releaseAgentWork(trx, accountId, now),
  });
  const scheduler = createWorkspaceScheduler(db, clock, shifts);
  const onQueueChanged = () => scheduler.kick();
  const tasks = createTaskService({
    db,
    app,
    reads,
    clock,
    shifts,
    shiftSettings,
    settings: options.queue,
    onQueueChanged,
  });
  const leadSettings = {
    ...DEFAULT_LEAD_SETTINGS,
    newLeadOfferPrefix: process.env.NEW_LEAD_OFFER_PREFIX ?? '',
    ...options.leads,
  };
  const leads = createLeadService({ db, reads, clock, tasks, shifts, settings: leadSettings, onQueueChanged });
  return {
    clock,
    scheduler,
    shifts,
    tasks,
    leads,
    forms: createFormService({ db, clock }),
    phones: createPhoneService({ db, clock }),
    /** The phone blacklist; the intake (new-lead, order capture) refuses its phones. */
    blacklist: createBlacklist({ db: app, clock }),
    /** Reads of a lead and of who works it, for the modules above (pricing, orders, telephony). */
    lookup: createLeadLookup(db),
    history: createHistoryService({ db, reads, clock, offerPrefix: leadSettings.newLeadOfferPrefix }),
    /** An order was approved in `trx` (the flow's): close the tasks it finishes and hand the lead the order's status. */
    approveOrder: <DB extends ModuleTables<'workspace'>>(
      trx: Kysely<DB> | Transaction<DB>,
      caller: ApprovingCaller,
      approval: OrderApproval,
    ) => approveOrderTasks(ownTables(trx, 'workspace'), shifts, caller, approval),
    /** An order's status changed on the desk in `trx` (cancel, verify, revert, refuse): its lead takes the status. */
    followOrderStatus: <DB extends ModuleTables<'workspace'>>(
      trx: Kysely<DB> | Transaction<DB>,
      leadId: number,
      status: number,
      now: Date,
    ) =>
      ownTables(trx, 'workspace')
        .updateTable('leads')
        .set({ status, last_status_at: now, updated_at: now })
        .where('id', '=', leadId)
        .execute()
        .then(() => undefined),
  };
}

export type Workspace = ReturnType<typeof createWorkspace>;

const byDatabase = new WeakMap<Kysely<Database>, Workspace>();

/**
 * The workspace of this database (created on first use with the process clock). It binds the
 * other modules' reads to the handle, so the handle must reach every table.
 */
export function workspaceFor<DB>(handle: Kysely<DB>, ...whole: ReachesEveryTable<DB>): Workspace {
  const app = wholeHandle(handle, ...whole);
  let workspace = byDatabase.get(app);
  if (!workspace) {
    workspace = createWorkspace(app);
    byDatabase.set(app, workspace);
  }
  return workspace;
}
