/**
 * Lead work (LEAD-*): fetch and claim by id, the caller's awaiting leads, phone search, status
 * changes with their follow-up tasks, and new leads assigned to the caller.
 */
import {
  type AwaitingLead,
  BLACKLISTED_PHONE_MESSAGE,
  type ChangeStatusBody,
  type ChangeStatusResult,
  type ClaimByIdResult,
  ERROR_CODES,
  LEAD_ALREADY_CLAIMED,
  type LeadDetails,
  type LeadDto,
  type LeadHistoryItem,
  NEW_LEAD_MESSAGES,
  type NewLeadBody,
  newLeadPhoneError,
  ORDER_STATUS,
  statusName,
} from '@umbrella/contract';
import { type Kysely, sql } from 'kysely';
import type { Clock } from '../../../clock.js';
import type { Database } from '../../../db/types.js';
import { HttpError, invalid, notFound } from '../../../platform/http-error.js';
import { visiblePhone } from '../../../platform/phone-mask.js';
import { assertRegion, foundInRegions } from '../../../platform/region-scope.js';
import { isBlacklisted } from '../blacklist/blacklist.js';
import type { ShiftService } from '../shifts/service.js';
import { finishTask, insertTask, lockLeadTasks, recordExecution } from '../tasks/repo.js';
import { scheduleTime, type TaskCaller, type TaskService, taskNotHeld } from '../tasks/service.js';
import { loadLeadRow, toLeadDto } from './lead-rows.js';

export type LeadSettings = {
  /** After this many No answer/Busy outcomes the lead is not called again (docs/decisions/0504). */
  maxAttempts: number;
  /** When an unanswered lead is tried again, unless the agent chose a time. */
  retryAfterSeconds: { noAnswer: number; busy: number };
  /** Offers the add-lead form may use start with this (LEAD-43; empty: every active offer). */
  newLeadOfferPrefix: string;
};

export const DEFAULT_LEAD_SETTINGS: LeadSettings = {
  maxAttempts: 6,
  retryAfterSeconds: { noAnswer: 30 * 60, busy: 10 * 60 },
  newLeadOfferPrefix: '',
};

const iso = (value: Date | string) => new Date(value).toISOString();

export type LeadService = ReturnType<typeof createLeadService>;

export function createLeadService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  tasks: TaskService;
  shifts: ShiftService;
  settings?: Partial<LeadSettings>;
  onQueueChanged?: () => void;
}) {
  const { db, clock, tasks, shifts } = deps;
  const settings = { ...DEFAULT_LEAD_SETTINGS, ...deps.settings };

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
    const row = foundInRegions(caller, await loadLeadRow(db, leadId), (r) => r.region_id, 'Lead not found');
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

    /** search {phone} (LEAD-56): leads of the caller's regions whose phone ends with these digits. */
    async search(caller: TaskCaller, phone: string): Promise<LeadHistoryItem[]> {
      const digits = phone.replace(/\D/g, '');
      if (digits.length < 6) throw invalid('phone', 'must have at least 6 digits');
      if (!caller.regionIds.length) return [];
      const rows = await db
        .selectFrom('leads')
        .select(['id', 'name', 'phone', 'status', 'region_id', 'created_at', 'updated_at', 'last_status_at'])
        .where('phone', 'like', `%${digits}`)
        .where('region_id', 'in', caller.regionIds)
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .limit(50)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        status: r.status,
        status_name: statusName(r.status),
        lastdate: iso(r.last_status_at ?? r.updated_at ?? r.created_at),
        phone: visiblePhone(caller, r.phone),
        regionId: r.region_id,
      }));
    },

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
        const locked = await lockLeadTasks(trx, body.leadId, caller.accountId);
        const task = locked.find(
          (t) => t.lead_id === body.leadId && t.status === 'claimed' && t.account_id === caller.accountId,
        );
        if (!task) throw taskNotHeld('This lead is not assigned to you: claim it first');
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

        await finishTask(trx, task.id, 'closed', now);
        await recordExecution(trx, task.id, caller.accountId, 'STATUS_CHANGED', now, {
          status: body.status,
          comment,
          callAt: callAt?.toISOString() ?? null,
          callDuration: body.callDuration ?? 0,
          dialDuration: body.dialDuration ?? 0,
        });

        let followUp: { type: 'LEAD' | 'RECALL'; dueAt: Date } | null = null;
        if (body.status === ORDER_STATUS.RECALL && callAt) followUp = { type: 'RECALL', dueAt: callAt };
        else if (retry && attempts < settings.maxAttempts) {
          const delay =
            body.status === ORDER_STATUS.BUSY ? settings.retryAfterSeconds.busy : settings.retryAfterSeconds.noAnswer;
          followUp = { type: 'LEAD', dueAt: callAt ?? new Date(now.getTime() + delay * 1000) };
        }
        const followUpTaskId = followUp
          ? await insertTask(trx, {
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
            })
          : null;
        await trx
          .updateTable('leads')
          .set({
            status: body.status,
            comment,
            call_at: followUp?.dueAt ?? null,
            last_status_at: now,
            attempts,
            holder_account_id: followUp ? caller.accountId : null,
            updated_at: now,
          })
          .where('id', '=', lead.id)
          .execute();
        await shifts.touch(trx, [caller]);
        return {
          id: lead.id,
          status: body.status,
          status_name: statusName(body.status),
          call_from: followUp ? followUp.dueAt.toISOString() : null,
          followUpTaskId,
        };
      });
      deps.onQueueChanged?.();
      return result;
    },

    /** new-lead (LEAD-37..42, LEAD-47): a lead in the caller's region, assigned to the caller. */
    async newLead(caller: TaskCaller, body: NewLeadBody): Promise<LeadDto> {
      const errors: Record<string, string> = {};
      const name = body.name.trim();
      if (!name) errors.name = NEW_LEAD_MESSAGES.nameRequired;
      const phone = body.phone.trim();
      const phoneError =
        newLeadPhoneError(phone, body.region) ??
        ((await isBlacklisted(db, phone)) ? BLACKLISTED_PHONE_MESSAGE : undefined);
      if (phoneError) errors.phone = phoneError;
      const offer = await db
        .selectFrom('offers as o')
        .innerJoin('products as p', 'p.id', 'o.product_id')
        .select(['o.id', 'o.product_id', 'o.region_id', 'o.webmaster_id'])
        .where('o.id', '=', body.offerId)
        .where('o.active', '=', true)
        .where('p.active', '=', true)
        .executeTakeFirst();
      if (
        !offer ||
        offer.product_id !== body.productId ||
        offer.region_id !== body.region ||
        !offer.id.startsWith(settings.newLeadOfferPrefix)
      ) {
        errors.productId = NEW_LEAD_MESSAGES.productRequired;
      }
      if (Object.keys(errors).length) {
        throw new HttpError(400, ERROR_CODES.validation, Object.values(errors).join('; '), errors);
      }
      assertRegion(caller, body.region);
      const now = clock.now();
      const inserted = await db
        .insertInto('leads')
        .values({
          region_id: body.region,
          product_id: body.productId,
          offer_id: body.offerId,
          webmaster_id: offer?.webmaster_id ?? null,
          name,
          phone,
          status: ORDER_STATUS.SUBMIT,
          holder_account_id: caller.accountId,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const row = await loadLeadRow(db, inserted.id);
      if (!row) throw notFound('Lead not found');
      return toLeadDto(row, caller);
    },
  };
}
