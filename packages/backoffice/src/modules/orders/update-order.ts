/**
 * Writing an existing order: change-order update (ONEW-107), approve from a call-back task
 * (ONEW-105) and recall approval (ONEW-106). Draft, write and finish steps as in
 * create-order.ts: flows/order-capture runs the write in the transaction that also closes the
 * task. A used key answers with the order as it is (the key and body hash are in the event).
 */
import { ORDER_STATUS, type OrderPayload, type OrderSaved } from '@umbrella/contract';
import type { Kysely } from 'kysely';
import { ownTables } from '../../db/owners.js';
import type { Database, TaskTypeColumn } from '../../db/types.js';
import { conflict, invalidField } from '../../platform/http-error.js';
import { requestHash } from '../../platform/request-hash.js';
import type { OrderApproval } from '../workspace/index.js';
import { keyReused, kickMessages, type OrderCaller, type OrderContext, readableOrder, savedOrder } from './answers.js';
import type { Drafted } from './create-order.js';
import { messageOrderOf, queueOrderMessage } from './messages.js';
import { otherModules } from './other-modules.js';
import { type PreparedOrder, prepareOrder } from './prepare.js';
import { findEventByKey, lockOrder, type OrderRow, recordOrderEvent, replaceItems, updateOrder } from './repo.js';

export type UpdateMode = 'update' | 'callback' | 'recall';
export type UpdateBody = OrderPayload & { orderId: number; taskId?: number; smsFeatureFlag?: boolean };

const { RECALL, CONFIRMED, TRANSIT, REFUSED, DEPOSIT, CANCEL_ON_DELIVERY, SCHEDULED, ON_THE_WAY, REFUSED_BY_CLIENT } =
  ORDER_STATUS;

/** Statuses each edit mode accepts (ORDER-14 for a plain edit). */
const EDITABLE: Record<UpdateMode, readonly number[]> = {
  update: [CONFIRMED, DEPOSIT],
  callback: [CONFIRMED, DEPOSIT, REFUSED],
  recall: [RECALL, CONFIRMED, TRANSIT, REFUSED, DEPOSIT, CANCEL_ON_DELIVERY, SCHEDULED, ON_THE_WAY, REFUSED_BY_CLIENT],
};
const TASK_TYPE: Record<Exclude<UpdateMode, 'update'>, TaskTypeColumn> = { callback: 'CALL_BACK', recall: 'RECALL' };

export type UpdateDraft = {
  caller: OrderCaller;
  mode: UpdateMode;
  orderId: number;
  body: UpdateBody;
  key: string | undefined;
  hash: string;
  now: Date;
  prepared: PreparedOrder;
};

export async function draftUpdate(
  deps: OrderContext,
  caller: OrderCaller,
  mode: UpdateMode,
  orderId: number,
  body: UpdateBody,
  key: string | undefined,
): Promise<Drafted<UpdateDraft>> {
  const { orders, others } = deps;
  if (body.orderId !== orderId) throw invalidField({ orderId: 'must be the order of the path' });
  const hash = requestHash(mode, body);
  if (key) {
    const used = await findEventByKey(orders, orderId, caller.accountId, key);
    if (used) {
      const details = (typeof used.details === 'string' ? JSON.parse(used.details) : used.details) as Record<
        string,
        unknown
      >;
      if (details.requestHash !== hash) throw keyReused();
      return { replay: await savedOrder(deps, orderId, caller, { issueLink: true }) };
    }
  }
  const order = await readableOrder(orders, caller, orderId);
  if (order.lead_id !== null && order.lead_id !== body.leadId)
    throw invalidField({ leadId: 'is not the lead of this order' });
  if (!EDITABLE[mode].includes(order.status)) {
    throw conflict({ key: 'orderNotChangeable', values: { orderStatus: order.status } });
  }
  const now = deps.clock.now();
  const prepared = await prepareOrder(others, caller, body, now);
  return { draft: { caller, mode, orderId, body, key, hash, now, prepared } };
}

/** Writes the change in `flowTrx`; for a task mode, what the workspace must approve with it. */
export async function writeUpdate(
  deps: OrderContext,
  flowTrx: Kysely<Database>,
  draft: UpdateDraft,
): Promise<OrderApproval | undefined> {
  const trx = ownTables(flowTrx, 'orders');
  const { caller, mode, orderId, body, key, hash, now, prepared } = draft;
  const current = await lockOrder(trx, orderId);
  if (!current || !EDITABLE[mode].includes(current.status)) throw conflict('The order changed meanwhile; reload it');
  const changed = Object.entries(prepared.values)
    .filter(([column, value]) => String(current[column as keyof OrderRow] ?? '') !== String(value ?? ''))
    .map(([column]) => column);
  await updateOrder(trx, orderId, {
    ...prepared.values,
    status: prepared.status,
    updated_at: now,
    updated_by: caller.accountId,
  });
  await replaceItems(trx, orderId, prepared.priced.lines);
  await recordOrderEvent(trx, {
    orderId,
    accountId: caller.accountId,
    action: 'UPDATE',
    status: prepared.status,
    at: now,
    details: { mode, changed, ...(key ? { idempotencyKey: key, requestHash: hash } : {}) },
  });
  if (current.status !== prepared.status) {
    await recordOrderEvent(trx, {
      orderId,
      accountId: caller.accountId,
      action: 'CHANGE_STATUS',
      status: prepared.status,
      at: now,
      details: { from: current.status, to: prepared.status },
    });
  }
  if (mode === 'update') return undefined;
  if (body.smsFeatureFlag) {
    await queueOrderMessage(
      trx,
      otherModules(flowTrx),
      messageOrderOf(orderId, current.short_code, prepared.status, prepared, current.phone),
      caller.accountId,
      deps.publicUrl,
      now,
    );
  }
  return {
    leadId: current.lead_id,
    orderId,
    orderStatus: prepared.status,
    taskId: body.taskId,
    expectedType: TASK_TYPE[mode],
    now,
  };
}

export async function finishUpdate(deps: OrderContext, draft: UpdateDraft): Promise<OrderSaved> {
  kickMessages(deps);
  return savedOrder(deps, draft.orderId, draft.caller, { issueLink: true });
}
