/**
 * The agent workspace of one database: the business clock, the shift, task and lead services
 * and the background sweep, created once per database so that the routes and the background
 * jobs share one dispatcher and one scheduler.
 */
import type { Kysely } from 'kysely';
import { type AdjustableClock, systemClock } from '../../clock.js';
import type { Database } from '../../db/types.js';
import { createBlacklist } from './blacklist/blacklist.js';
import { createFormService } from './leads/forms.js';
import { createHistoryService } from './leads/history.js';
import { createLeadLookup } from './leads/lookup.js';
import { createPhoneService } from './leads/phones.js';
import { createLeadService, DEFAULT_LEAD_SETTINGS, type LeadSettings } from './leads/service.js';
import { createShiftService } from './shifts/service.js';
import { loadShiftSettings, type ShiftSettings } from './shifts/settings.js';
import { type ApprovingCaller, approveOrderTasks, type OrderApproval } from './tasks/order-approval.js';
import { releaseAgentWork } from './tasks/repo.js';
import { createWorkspaceScheduler } from './tasks/scheduler.js';
import { createTaskService, type QueueSettings } from './tasks/service.js';

export type WorkspaceOptions = {
  clock?: AdjustableClock;
  shift?: ShiftSettings;
  queue?: Partial<QueueSettings>;
  leads?: Partial<LeadSettings>;
};

export function createWorkspace(db: Kysely<Database>, options: WorkspaceOptions = {}) {
  const clock = options.clock ?? systemClock;
  const shiftSettings = options.shift ?? loadShiftSettings();
  const scheduler = createWorkspaceScheduler(db, clock);
  const onQueueChanged = () => scheduler.kick();
  const shifts = createShiftService({ db, clock, settings: shiftSettings, releaseWork: releaseAgentWork });
  const tasks = createTaskService({ db, clock, shifts, shiftSettings, settings: options.queue, onQueueChanged });
  const leadSettings = {
    ...DEFAULT_LEAD_SETTINGS,
    newLeadOfferPrefix: process.env.NEW_LEAD_OFFER_PREFIX ?? '',
    ...options.leads,
  };
  const leads = createLeadService({ db, clock, tasks, shifts, settings: leadSettings, onQueueChanged });
  return {
    clock,
    scheduler,
    shifts,
    tasks,
    leads,
    forms: createFormService({ db, clock }),
    phones: createPhoneService({ db, clock }),
    /** The phone blacklist; the intake (new-lead, order capture) refuses its phones. */
    blacklist: createBlacklist({ db, clock }),
    /** Reads of a lead and of who works it, for the modules above (pricing, orders, telephony). */
    lookup: createLeadLookup(db),
    history: createHistoryService({ db, clock, offerPrefix: leadSettings.newLeadOfferPrefix }),
    /** An order was approved in `trx`: close the tasks it finishes and hand the lead the order's status. */
    approveOrder: (trx: Kysely<Database>, caller: ApprovingCaller, approval: OrderApproval) =>
      approveOrderTasks(trx, shifts, caller, approval),
    /** An order's status changed on the desk in `trx` (cancel, verify, revert, refuse): its lead takes the status. */
    followOrderStatus: (trx: Kysely<Database>, leadId: number, status: number, now: Date) =>
      trx
        .updateTable('leads')
        .set({ status, last_status_at: now, updated_at: now })
        .where('id', '=', leadId)
        .execute()
        .then(() => undefined),
  };
}

export type Workspace = ReturnType<typeof createWorkspace>;

const byDatabase = new WeakMap<Kysely<Database>, Workspace>();

/** The workspace of this database (created on first use with the process clock). */
export function workspaceFor(db: Kysely<Database>): Workspace {
  let workspace = byDatabase.get(db);
  if (!workspace) {
    workspace = createWorkspace(db);
    byDatabase.set(db, workspace);
  }
  return workspace;
}
