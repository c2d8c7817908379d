/**
 * A lead's outcome (LEAD-27..34): the caller's task on it closes and what the outcome asks for is
 * scheduled — a RECALL task at callAt for Recall, another try for No answer and Busy until the
 * attempts run out, nothing for the other statuses — in one transaction with the lead's update,
 * the writes sent as one statement (tasks/closing-writes.ts).
 */
import { type ChangeStatusBody, type ChangeStatusResult, ORDER_STATUS, statusName } from '@umbrella/contract';
import type { Clock } from '../../../clock.js';
import type { ModuleDb } from '../../../db/owners.js';
import { floorChanged } from '../../../platform/floor-changes.js';
import { invalid } from '../../../platform/http-error.js';
import { foundInRegions } from '../../../platform/region-scope.js';
import type { ShiftService } from '../shifts/service.js';
import { scheduleTime, type TaskCaller, type TaskService } from '../tasks/service.js';
import type { LeadSettings } from './settings.js';

export function createStatusChange(deps: {
  db: ModuleDb<'workspace'>;
  clock: Clock;
  shifts: Pick<ShiftService, 'touchOf'>;
  tasks: Pick<TaskService, 'heldLeadTask' | 'closeWithOutcome'>;
  settings: LeadSettings;
  onQueueChanged?: () => void;
}) {
  const { db, clock, shifts, tasks, settings } = deps;
  return {
    /**
     * change-status (LEAD-27..34): closes the caller's task on the lead and schedules what the
     * outcome asks for — a RECALL task at callAt for Recall (2); another try for No answer (1)
     * and Busy (21) until the attempts run out; nothing for the other statuses. Needs the lead's
     * claimed task, so a repeated request cannot apply twice.
     */
    async changeStatus(caller: TaskCaller, body: ChangeStatusBody): Promise<ChangeStatusResult> {
      const result = await db.transaction().execute(async (trx) => {
        const lead = foundInRegions(
          caller,
          await trx.selectFrom('leads').selectAll().where('id', '=', body.leadId).executeTakeFirst(),
          (r) => r.region_id,
          'Lead not found',
        );
        const task = await tasks.heldLeadTask(trx, caller, body.leadId);
        const now = clock.now();
        const retry = body.status === ORDER_STATUS.NO_ANSWER || body.status === ORDER_STATUS.BUSY;
        let callAt: Date | null = null;
        if (body.status === ORDER_STATUS.RECALL) {
          if (!body.callAt) throw invalid('callAt', 'is required for Recall');
          callAt = scheduleTime(body.callAt, 'callAt', now);
        } else if (retry && body.callAt) {
          callAt = scheduleTime(body.callAt, 'callAt', now);
        }
        const comment = body.comment?.trim() ? body.comment.trim() : null;
        const attempts = lead.attempts + (retry ? 1 : 0);

        let followUp: { type: 'LEAD' | 'RECALL'; dueAt: Date } | null = null;
        if (body.status === ORDER_STATUS.RECALL && callAt) followUp = { type: 'RECALL', dueAt: callAt };
        else if (retry && attempts < settings.maxAttempts) {
          const delay =
            body.status === ORDER_STATUS.BUSY ? settings.retryAfterSeconds.busy : settings.retryAfterSeconds.noAnswer;
          followUp = { type: 'LEAD', dueAt: callAt ?? new Date(now.getTime() + delay * 1000) };
        }
        const { followUpTaskId } = await tasks.closeWithOutcome(trx, {
          task,
          accountId: caller.accountId,
          now,
          outcome: {
            status: body.status,
            comment,
            callAt: callAt?.toISOString() ?? null,
            callDuration: body.callDuration ?? 0,
            dialDuration: body.dialDuration ?? 0,
          },
          followUp: followUp && {
            type: followUp.type,
            leadId: lead.id,
            regionId: lead.region_id,
            productId: lead.product_id,
            webmasterId: lead.webmaster_id,
            accountId: caller.accountId,
            status: 'open',
            dueAt: followUp.dueAt,
            at: now,
            comment,
          },
          lead: {
            id: lead.id,
            set: {
              status: body.status,
              comment,
              call_at: followUp?.dueAt ?? null,
              last_status_at: now,
              attempts,
              holder_account_id: followUp ? caller.accountId : null,
              updated_at: now,
            },
          },
          shift: shifts.touchOf([caller]),
        });
        return {
          id: lead.id,
          status: body.status,
          status_name: statusName(body.status),
          call_from: followUp ? followUp.dueAt.toISOString() : null,
          followUpTaskId,
        };
      });
      deps.onQueueChanged?.();
      floorChanged(db, caller.regionIds);
      return result;
    },
  };
}
