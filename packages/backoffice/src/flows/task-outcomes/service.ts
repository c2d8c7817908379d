/**
 * Task outcomes that also write the task's order, in one transaction (RECALL-08..11,
 * CALLBACK-02/03/06): the workspace locks the caller's claimed task (always before the order, as
 * every task action does), the orders module locks and writes the order, the workspace closes
 * the task and records the execution.
 */
import {
  type FailRescueBody,
  FINAL_ORDER_STATUSES,
  type SetFinalStatusBody,
  type TaskDto,
  type UpdateReasonBody,
} from '@umbrella/contract';
import { systemClock } from '../../clock.js';
import { createOrderService, type OrderCaller } from '../../modules/orders/index.js';
import { blank, type Workspace, workspaceFor } from '../../modules/workspace/index.js';
import { invalid } from '../../platform/http-error.js';
import { type MessageTransport, storeTransport } from '../../platform/message-transport.js';
import type { ModuleDeps } from '../../platform/module-deps.js';

const trimmedOrNull = (text: string | null | undefined) => (blank(text) ? null : (text?.trim() ?? null));

/** `workspace`: the database's own unless given (a test's, on its clock). */
export function createTaskOutcomes(
  deps: Pick<ModuleDeps, 'db'> & { publicUrl: string; workspace?: Workspace; transport?: MessageTransport },
) {
  const { db } = deps;
  const { tasks } = deps.workspace ?? workspaceFor(db);
  const orders = createOrderService({
    db,
    clock: systemClock,
    publicUrl: deps.publicUrl,
    transport: deps.transport ?? storeTransport,
  });

  return {
    /** Refine the cancel reason (RECALL-08..10); the task stays the caller's. */
    async updateReason(caller: OrderCaller, body: UpdateReasonBody): Promise<TaskDto> {
      if (body.reason === 'OTRO' && blank(body.comment))
        throw invalid('comment', 'is required when the reason is OTRO');
      return tasks.act(caller, body.taskId, async (trx, task, now) => {
        const comment = trimmedOrNull(body.comment);
        await tasks.setReason(trx, task.id, body.reason, comment);
        if (task.order_id) await orders.setCancelReason(trx, task.order_id, body.reason, now);
        await tasks.recordExecution(trx, task.id, caller.accountId, 'REASON_UPDATED', now, {
          reason: body.reason,
          comment,
        });
      });
    },

    /** Fail rescue (RECALL-11): the order is cancelled on delivery with the driver's reason; the task closes. */
    async failRescue(caller: OrderCaller, body: FailRescueBody): Promise<TaskDto> {
      return tasks.act(caller, body.taskId, async (trx, task, now) => {
        if (task.order_id !== body.orderId) throw invalid('orderId', 'is not the order of this task');
        await orders.lockForTask(trx, caller, body.orderId);
        const comment = trimmedOrNull(body.comment);
        await orders.finalize(trx, body.orderId, { status: 50, comment, cancelReason: body.driverCancelReason, now });
        await tasks.setReason(trx, task.id, body.driverCancelReason);
        await tasks.finish(trx, task, 'closed', now, comment);
        await tasks.recordExecution(trx, task.id, caller.accountId, 'RESCUE_FAILED', now, {
          orderId: body.orderId,
          driverCancelReason: body.driverCancelReason,
          comment,
        });
      });
    },

    /**
     * Final status of the task's order (CALLBACK-02/03/06; cancel order and wrong number on a
     * recall): the order takes the status for good (no new call-back) and the task closes.
     */
    async setFinalStatus(caller: OrderCaller, body: SetFinalStatusBody): Promise<TaskDto> {
      if (!(FINAL_ORDER_STATUSES as readonly number[]).includes(body.status))
        throw invalid('status', 'is not a final status');
      if (body.cancelReason === 'OTRO' && blank(body.statusComment)) {
        throw invalid('statusComment', 'is required when the reason is OTRO');
      }
      return tasks.act(caller, body.taskId, async (trx, task, now) => {
        if (task.order_id !== body.orderId) throw invalid('orderId', 'is not the order of this task');
        await orders.lockForTask(trx, caller, body.orderId);
        const comment = trimmedOrNull(body.statusComment);
        await orders.finalize(trx, body.orderId, {
          status: body.status,
          comment,
          cancelReason: body.cancelReason,
          now,
        });
        await tasks.finish(trx, task, 'closed', now);
        await tasks.recordExecution(trx, task.id, caller.accountId, 'FINAL_STATUS', now, {
          orderId: body.orderId,
          status: body.status,
          statusComment: comment,
          cancelReason: body.cancelReason ?? null,
        });
      });
    },
  };
}
