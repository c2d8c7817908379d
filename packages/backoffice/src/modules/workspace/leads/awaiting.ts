/**
 * The leads in the caller's hands (LEAD-55, LEAD-57, LEAD-58): the awaiting list (the current one
 * first, then by when each is due), a lead with that list beside it, and claiming a lead by id —
 * the claim itself is the task queue's.
 */
import {
  type AwaitingLead,
  type ClaimByIdResult,
  LEAD_ALREADY_CLAIMED,
  type LeadDetails,
  statusName,
} from '@umbrella/contract';
import { sql } from 'kysely';
import type { ModuleDb } from '../../../db/owners.js';
import { visiblePhone } from '../../../platform/phone-mask.js';
import { foundInRegions } from '../../../platform/region-scope.js';
import type { TaskCaller, TaskService } from '../tasks/service.js';
import { type LeadReads, loadLeadRow, toLeadDto } from './lead-rows.js';

const iso = (value: Date | string) => new Date(value).toISOString();

export function createAwaitingLeads(deps: {
  db: ModuleDb<'workspace'>;
  reads: LeadReads;
  tasks: Pick<TaskService, 'claimLead'>;
}) {
  const { db, reads, tasks } = deps;

  async function awaitingLeads(caller: TaskCaller): Promise<AwaitingLead[]> {
    if (!caller.regionIds.length) return [];
    const result = await sql<{
      id: number;
      name: string;
      phone: string;
      status: number;
      call_at: Date | null;
      task_id: number | null;
      task_type: string | null;
      task_status: string | null;
    }>`
      select l.id, l.name, l.phone, l.status, l.call_at, t.id as task_id, t.type as task_type, t.status as task_status
      from leads l
      left join lateral (
        select t.id, t.type, t.status, t.due_at from tasks t
        where t.lead_id = l.id and t.account_id = ${caller.accountId} and t.status in ('open', 'claimed')
        order by (t.status = 'claimed') desc, t.due_at
        limit 1) t on true
      where l.holder_account_id = ${caller.accountId}
        and l.region_id in (${sql.join(caller.regionIds)})
      order by (t.status = 'claimed') desc nulls last, coalesce(t.due_at, l.call_at, l.created_at), l.id
      limit 100`.execute(db);
    return result.rows.map((r) => ({
      id: r.id,
      name: r.name,
      phone: visiblePhone(caller, r.phone),
      status: r.status,
      status_name: statusName(r.status),
      call_from: r.call_at ? iso(r.call_at) : null,
      taskId: r.task_id,
      taskType: r.task_type,
      current: r.task_status === 'claimed',
    }));
  }

  async function details(caller: TaskCaller, leadId: number): Promise<LeadDetails> {
    const row = foundInRegions(caller, await loadLeadRow(db, reads, leadId), (r) => r.region_id, 'Lead not found');
    return { ...toLeadDto(row, caller), awaitingLeads: await awaitingLeads(caller) };
  }

  return {
    awaitingLeads,

    /** fetch-by-id (LEAD-58): the lead and the caller's awaiting leads, without claiming. */
    fetchById: details,

    /** claim-by-id (LEAD-57, TASK-19): the lead, or an answer without `id` when someone else holds it. */
    async claimById(caller: TaskCaller, leadId: number): Promise<ClaimByIdResult> {
      const claimed = await tasks.claimLead(caller, leadId);
      if (!claimed) return { claimed: false, message: LEAD_ALREADY_CLAIMED };
      return details(caller, leadId);
    },

    /** my-leads (LEAD-55): the leads the caller holds, the current one first. */
    myLeads: awaitingLeads,
  };
}
