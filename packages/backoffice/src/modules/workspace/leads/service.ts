/**
 * Lead work (LEAD-*): one service over its use cases — the leads in the caller's hands and claim
 * by id (awaiting.ts), phone search (phone-search.ts), status changes with their follow-up tasks
 * (change-status.ts) and new leads assigned to the caller (new-lead.ts).
 */
import type { Clock } from '../../../clock.js';
import type { ModuleDb } from '../../../db/owners.js';
import type { WorkspaceReads } from '../reads.js';
import type { ShiftService } from '../shifts/service.js';
import type { TaskService } from '../tasks/service.js';
import { createAwaitingLeads } from './awaiting.js';
import { createStatusChange } from './change-status.js';
import { createNewLead } from './new-lead.js';
import { createPhoneSearch } from './phone-search.js';
import { DEFAULT_LEAD_SETTINGS, type LeadSettings } from './settings.js';

export { DEFAULT_LEAD_SETTINGS, type LeadSettings } from './settings.js';

export type LeadService = ReturnType<typeof createLeadService>;

export function createLeadService(deps: {
  db: ModuleDb<'workspace'>;
  reads: WorkspaceReads;
  clock: Clock;
  tasks: TaskService;
  shifts: ShiftService;
  settings?: Partial<LeadSettings>;
  onQueueChanged?: () => void;
}) {
  const { db, reads, clock, tasks, shifts, onQueueChanged } = deps;
  const settings = { ...DEFAULT_LEAD_SETTINGS, ...deps.settings };
  return {
    ...createAwaitingLeads({ db, reads, tasks }),
    ...createPhoneSearch(db),
    ...createStatusChange({ db, clock, shifts, tasks, settings, onQueueChanged }),
    ...createNewLead({ db, reads, clock, settings }),
  };
}
