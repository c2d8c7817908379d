/**
 * The workspace's side of an approved order (ONEW-104..106, TASK-17/18): inside the order's
 * transaction (opened by flows/order-capture) the caller's task closes with an execution naming
 * the order, the lead takes the order's status and leaves the agent's hands, and a non-manager's
 * shift is extended like any task action. The web then asks for the next task.
 */
import type { ModuleDb } from '../../../db/owners.js';
import type { TaskTypeColumn } from '../../../db/types.js';
import type { Caller } from '../../../platform/caller.js';
import { invalid } from '../../../platform/http-error.js';
import type { ShiftService } from '../shifts/service.js';
import { writeClosing } from './closing-writes.js';
import { lockLeadTasks, lockTask, type TaskRow } from './repo.js';
import { taskNotHeld } from './rules.js';

export type ApprovingCaller = Pick<Caller, 'accountId' | 'position' | 'regionIds'>;

export type OrderApproval = {
  leadId: number | null;
  orderId: number;
  orderStatus: number;
  /** The caller's claimed task this approval finishes (required for call-back and recall). */
  taskId?: number | null;
  /** The task type the mode needs; create closes the lead's LEAD tasks as well. */
  expectedType?: TaskTypeColumn;
  now: Date;
};

function heldBy(task: TaskRow, caller: ApprovingCaller): boolean {
  return task.status === 'claimed' && task.account_id === caller.accountId;
}

/** `trx` is the order's transaction; `shifts` the workspace's shift service. */
export async function approveOrderTasks(
  trx: ModuleDb<'workspace'>,
  shifts: Pick<ShiftService, 'touchOf'>,
  caller: ApprovingCaller,
  approval: OrderApproval,
): Promise<void> {
  const { leadId, taskId, expectedType } = approval;
  const locked = leadId ? await lockLeadTasks(trx, leadId, caller.accountId) : [];
  let own: TaskRow | undefined;
  if (taskId) {
    own = locked.find((t) => t.id === taskId) ?? (await lockTask(trx, taskId));
    if (!own || !heldBy(own, caller)) throw taskNotHeld();
    if (expectedType && own.type !== expectedType)
      throw invalid('taskId', { key: 'notTaskOfType', values: { type: expectedType } });
    if (expectedType && own.order_id !== null && own.order_id !== approval.orderId) {
      throw invalid('taskId', 'is a task of another order');
    }
    if (!expectedType && own.lead_id !== leadId) throw invalid('taskId', 'is a task of another lead');
  }
  const closing: TaskRow[] = [];
  if (!expectedType && leadId) {
    const ofLead = locked.filter((t) => t.lead_id === leadId);
    if (ofLead.some((t) => t.status === 'claimed' && t.account_id !== caller.accountId)) {
      throw taskNotHeld('Another agent is working on this lead');
    }
    // A lead that became an order is not called again as a new lead.
    for (const task of ofLead) {
      if (task.type === 'LEAD' && (task.status === 'open' || task.status === 'claimed') && task.id !== own?.id) {
        closing.push(task);
      }
    }
  }
  if (own) closing.push(own);
  await writeClosing(trx, {
    accountId: caller.accountId,
    at: approval.now,
    closed: closing.map((task) => ({
      taskId: task.id,
      action: 'CLOSED',
      details: { orderId: approval.orderId, outcome: 'ORDER_APPROVED', status: approval.orderStatus },
    })),
    ...(leadId
      ? {
          lead: {
            id: leadId,
            set: { status: approval.orderStatus, last_status_at: approval.now, updated_at: approval.now },
            releaseHolder: true,
          },
        }
      : {}),
    shift: own ? shifts.touchOf([caller]) : undefined,
  });
}
