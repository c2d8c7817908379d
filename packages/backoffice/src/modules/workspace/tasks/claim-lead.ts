/**
 * Claim by lead id (LEAD-23, LEAD-57): takes the lead's open task for the caller — or makes a new
 * LEAD task for a lead whose work had ended — unless another agent holds it or holds a live
 * reservation on it. The caller's current task goes back to its awaiting list. Locks are taken
 * in task-id order so that concurrent claims never deadlock one another.
 */

import type { Clock } from '../../../clock.js';
import type { ModuleDb } from '../../../db/owners.js';

import { foundInRegions } from '../../../platform/region-scope.js';
import { type ShiftService, shiftNotActive } from '../shifts/service.js';
import { claimTaskRow, insertTask, lockLeadTasks, recordExecution, reopenTask } from './repo.js';
import type { TaskCaller } from './task-caller.js';

export function createLeadClaim(deps: {
  db: ModuleDb<'workspace'>;
  clock: Clock;
  shifts: ShiftService;
  reservationGraceSeconds: number;
  changed: (caller: Pick<TaskCaller, 'regionIds'>) => void;
}) {
  const { db, clock, shifts } = deps;
  /**
   * Claims a lead by id for the caller (LEAD-23): refused (false) when another agent holds it
   * or it is reserved for another agent. The caller's current task goes back to its awaiting
   * list. Only regions are checked here: the lead came from the caller's own lists or search.
   */
  return async function claimLead(caller: TaskCaller, leadId: number): Promise<boolean> {
    const lead = foundInRegions(
      caller,
      await db.selectFrom('leads').selectAll().where('id', '=', leadId).executeTakeFirst(),
      (l) => l.region_id,
      'Lead not found',
    );
    try {
      const claimed = await db.transaction().execute(async (trx) => {
        if (!(await shifts.mayTakeWork(trx, caller))) throw shiftNotActive();
        const now = clock.now();
        const cutoff = now.getTime() - deps.reservationGraceSeconds * 1000;
        const locked = await lockLeadTasks(trx, leadId, caller.accountId);
        const ofLead = locked.filter((t) => t.lead_id === leadId && (t.status === 'open' || t.status === 'claimed'));
        if (ofLead.some((t) => t.status === 'claimed' && t.account_id === caller.accountId)) return true;
        const takenByOther = ofLead.some(
          (t) =>
            t.account_id !== null &&
            t.account_id !== caller.accountId &&
            (t.status === 'claimed' || new Date(t.due_at).getTime() > cutoff),
        );
        if (takenByOther) return false;
        const current = locked.find((t) => t.status === 'claimed' && t.account_id === caller.accountId);
        if (current) {
          await reopenTask(trx, current.id, caller.accountId, now);
          await recordExecution(trx, current.id, caller.accountId, 'RELEASED', now, {
            reason: 'CLAIMED_OTHER_LEAD',
            leadId,
          });
        }
        const target =
          ofLead.find((t) => t.account_id === caller.accountId) ??
          [...ofLead].sort((a, b) => new Date(a.due_at).getTime() - new Date(b.due_at).getTime())[0];
        let taskId: number;
        if (target) {
          taskId = target.id;
          await claimTaskRow(trx, taskId, caller.accountId, now);
        } else {
          taskId = await insertTask(trx, {
            type: 'LEAD',
            leadId,
            regionId: lead.region_id,
            productId: lead.product_id,
            webmasterId: lead.webmaster_id,
            accountId: caller.accountId,
            status: 'claimed',
            dueAt: now,
            at: now,
          });
        }
        await trx.updateTable('leads').set({ holder_account_id: caller.accountId }).where('id', '=', leadId).execute();
        await recordExecution(trx, taskId, caller.accountId, 'CLAIMED', now, { byId: true });
        await shifts.touch(trx, [caller]);
        return true;
      });
      if (claimed) deps.changed(caller);
      return claimed;
    } catch (error) {
      // Lost a race with another claim of the same lead: the unique index said no.
      if ((error as { code?: string }).code === '23505') return false;
      throw error;
    }
  };
}
