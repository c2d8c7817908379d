/**
 * A task as the web sees it (TaskDto): the task rows with their leads and orders read in one
 * round trip — the lead's region, product and script, and the order, through the owners'
 * subqueries — and mapped to the answer.
 */
import type { TaskDto } from '@umbrella/contract';
import { sql } from 'kysely';
import type { ModuleDb } from '../../../db/owners.js';
import type { PhoneViewer } from '../../../platform/phone-mask.js';
import { type JoinedLead, type LeadRow, leadRowOf, toLeadDto } from '../leads/lead-rows.js';
import type { WorkspaceReads } from '../reads.js';
import { intArray } from './eligibility.js';
import type { TaskRow } from './repo.js';

type Db = ModuleDb<'workspace'>;

/** The other modules' rows a task is shown with. */
export type TaskReads = Pick<WorkspaceReads, 'regions' | 'products' | 'scripts' | 'orderRefs'>;

type OrderRef = {
  id: number;
  short_code: string;
  status: number;
  cancel_reason: string | null;
  status_comment: string | null;
};

const iso = (value: Date | string) => new Date(value).toISOString();

/** Everything needed to answer with tasks: the rows, their leads and orders, in one pass. */
export type TaskBundle = { tasks: Map<number, TaskRow>; leads: Map<number, LeadRow>; orders: Map<number, OrderRef> };

type BundleRow = TaskRow &
  JoinedLead & {
    l_id: number | null;
    l_holder_account_id: number | null;
    o_id: number | null;
    o_short_code: string | null;
    o_status: number | null;
    o_cancel_reason: string | null;
    o_status_comment: string | null;
  };

/** Tasks with their leads and orders, in one round trip (the claim path answers with these). */
export async function loadTaskBundle(db: Db, reads: TaskReads, taskIds: readonly number[]): Promise<TaskBundle> {
  const bundle: TaskBundle = { tasks: new Map(), leads: new Map(), orders: new Map() };
  if (!taskIds.length) return bundle;
  const { rows } = await sql<BundleRow>`
    select t.*,
      l.id as l_id, l.name as lead_name, l.phone as lead_phone, l.status as lead_status, l.comment as lead_comment,
      l.region_id as lead_region_id, r.country as region_country, r.phone_prefix as region_phone_prefix,
      r.timezone as region_timezone, l.product_id as lead_product_id, p.name as product_name,
      l.offer_id as lead_offer_id, l.webmaster_id as lead_webmaster_id, l.holder_account_id as l_holder_account_id,
      l.call_at as lead_call_at, l.attempts as lead_attempts, l.created_at as lead_created_at,
      (select s.id from (${reads.scripts}) s where s.product_id = l.product_id order by s.id limit 1) as script_id,
      o.id as o_id, o.short_code as o_short_code, o.status as o_status, o.cancel_reason as o_cancel_reason,
      o.status_comment as o_status_comment
    from tasks t
    left join leads l on l.id = t.lead_id
    left join (${reads.regions}) r on r.id = l.region_id
    left join (${reads.products}) p on p.id = l.product_id
    left join (${reads.orderRefs}) o on o.id = t.order_id
    where t.id = any(${intArray(taskIds)})`.execute(db);
  for (const row of rows) {
    bundle.tasks.set(row.id, {
      id: row.id,
      type: row.type,
      lead_id: row.lead_id,
      order_id: row.order_id,
      region_id: row.region_id,
      product_id: row.product_id,
      webmaster_id: row.webmaster_id,
      account_id: row.account_id,
      status: row.status,
      due_at: row.due_at,
      reason: row.reason,
      comment: row.comment,
      created_at: row.created_at,
      claimed_at: row.claimed_at,
      closed_at: row.closed_at,
      announced_at: row.announced_at,
    });
    if (row.l_id !== null) {
      bundle.leads.set(
        row.l_id,
        leadRowOf(row.l_id, row, {
          regionId: row.region_id,
          holderAccountId: row.l_holder_account_id,
          createdAt: row.created_at,
        }),
      );
    }
    if (row.o_id !== null) {
      bundle.orders.set(row.o_id, {
        id: row.o_id,
        short_code: row.o_short_code ?? '',
        status: row.o_status ?? 0,
        cancel_reason: row.o_cancel_reason,
        status_comment: row.o_status_comment,
      });
    }
  }
  return bundle;
}

export function toTaskDto(bundle: TaskBundle, taskId: number, viewer: PhoneViewer): TaskDto | null {
  const task = bundle.tasks.get(taskId);
  if (!task) return null;
  const lead = task.lead_id ? bundle.leads.get(task.lead_id) : undefined;
  const order = task.order_id ? bundle.orders.get(task.order_id) : undefined;
  return {
    id: task.id,
    type: task.type,
    status: task.status,
    leadId: task.lead_id,
    orderId: task.order_id,
    dueAt: iso(task.due_at),
    claimedAt: task.claimed_at ? iso(task.claimed_at) : null,
    cancelReason: task.reason ?? order?.cancel_reason ?? null,
    comment: task.comment,
    context: lead ? toLeadDto(lead, viewer) : null,
    order: order
      ? {
          id: order.id,
          shortCode: order.short_code,
          status: order.status,
          cancelReason: order.cancel_reason,
          statusComment: order.status_comment,
        }
      : null,
  };
}

export async function loadTaskDto(
  db: Db,
  reads: TaskReads,
  taskId: number,
  viewer: PhoneViewer,
): Promise<TaskDto | null> {
  return toTaskDto(await loadTaskBundle(db, reads, [taskId]), taskId, viewer);
}
