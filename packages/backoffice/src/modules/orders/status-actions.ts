/**
 * The orders desk's status changes (ORDER-14..26): cancel, verify and revert. Each runs
 * inside the transaction flows/order-desk opens (the lead follows the order's status there),
 * locks the orders it changes, checks the action against the status and tag rule the page
 * applies (contract `orderActionAllowed`), and writes a CHANGE_STATUS event beside the change.
 * Another region's order answers like a missing one (404).
 */
import {
  type ApiReasonKey,
  CANCEL_REASONS_NEEDING_COMMENT,
  type CancelOrderBody,
  ORDER_STATUS,
  type OrderAction,
  orderActionAllowed,
  REVERT_COMMENT,
} from '@umbrella/contract';
import type { ModuleDb } from '../../db/owners.js';
import { conflict, invalidField } from '../../platform/http-error.js';
import { foundInRegions } from '../../platform/region-scope.js';
import type { OrderCaller } from './answers.js';
import { listOrderTagValues, lockOrder, type OrderRow, previousStatus, recordOrderEvent, updateOrder } from './repo.js';

/** What one status change did: the flow hands the lead its new status. */
export type StatusChange = {
  orderId: number;
  leadId: number | null;
  shortCode: string;
  regionId: string;
  from: number;
  status: number;
};

/** The final statuses: the order leaves the desk's hands. */
const FINAL = new Set<number>([ORDER_STATUS.CANCEL, ORDER_STATUS.REFUSED]);

async function lockVisible(trx: ModuleDb<'orders'>, caller: OrderCaller, orderId: number): Promise<OrderRow> {
  return foundInRegions(caller, await lockOrder(trx, orderId), (o) => o.region_id, {
    key: 'notFoundOrder',
    values: { id: orderId },
  });
}

async function assertAllowed(trx: ModuleDb<'orders'>, action: OrderAction, order: OrderRow): Promise<void> {
  const tags = await listOrderTagValues(trx, order.id);
  if (!orderActionAllowed(action, order.status, tags)) {
    throw conflict({
      key: REFUSED[action] ?? 'orderActionRefused',
      values: { value: order.short_code, orderStatus: order.status },
    });
  }
}

const REFUSED: Partial<Record<OrderAction, ApiReasonKey>> = {
  cancel: 'orderCannotBeCancelled',
  verify: 'orderCannotBeVerified',
  revert: 'orderCannotBeReverted',
};

async function apply(
  trx: ModuleDb<'orders'>,
  caller: OrderCaller,
  order: OrderRow,
  status: number,
  now: Date,
  details: Record<string, unknown>,
  extra: { cancel_reason?: string | null; status_comment?: string | null } = {},
): Promise<StatusChange> {
  await updateOrder(trx, order.id, {
    status,
    ...extra,
    final_at: FINAL.has(status) ? now : null,
    updated_at: now,
    updated_by: caller.accountId,
  });
  await recordOrderEvent(trx, {
    orderId: order.id,
    accountId: caller.accountId,
    action: 'CHANGE_STATUS',
    status,
    at: now,
    details: { from: order.status, to: status, ...details },
  });
  return {
    orderId: order.id,
    leadId: order.lead_id,
    shortCode: order.short_code,
    regionId: order.region_id,
    from: order.status,
    status,
  };
}

/** Cancel (ORDER-15, ORDER-22/23): a comment, or a reason that does not ask for one. */
export async function cancelOrder(
  trx: ModuleDb<'orders'>,
  caller: OrderCaller,
  orderId: number,
  body: CancelOrderBody,
  now: Date,
): Promise<StatusChange> {
  const comment = body.comment?.trim() || null;
  if (!comment && (!body.reason || CANCEL_REASONS_NEEDING_COMMENT.includes(body.reason))) {
    throw invalidField({
      comment: body.reason ? { key: 'requiredWithReason', values: { reason: body.reason } } : 'is required',
    });
  }
  const order = await lockVisible(trx, caller, orderId);
  await assertAllowed(trx, 'cancel', order);
  return apply(
    trx,
    caller,
    order,
    ORDER_STATUS.CANCEL,
    now,
    { reason: body.reason ?? null, comment },
    { cancel_reason: body.reason ?? null, status_comment: comment },
  );
}

/** Verify (ORDER-18, ORDER-20): every order must allow it, or none changes. */
export async function verifyOrders(
  trx: ModuleDb<'orders'>,
  caller: OrderCaller,
  ids: readonly number[],
  now: Date,
): Promise<StatusChange[]> {
  const changes: StatusChange[] = [];
  // Locks in id order, so two verifications of overlapping lists cannot deadlock.
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
    const order = await lockVisible(trx, caller, id);
    await assertAllowed(trx, 'verify', order);
    changes.push(await apply(trx, caller, order, ORDER_STATUS.VERIFIED, now, {}));
  }
  return changes;
}

/** What a revert goes back to when the history does not say (an order made before events existed). */
const REVERT_FALLBACK: Record<number, number> = {
  [ORDER_STATUS.VERIFIED]: ORDER_STATUS.CONFIRMED,
  [ORDER_STATUS.TRANSIT]: ORDER_STATUS.VERIFIED,
};

/** Revert (ORDER-16, ORDER-26): back to the status before the last change into this one. */
export async function revertOrder(
  trx: ModuleDb<'orders'>,
  caller: OrderCaller,
  orderId: number,
  comment: string | undefined,
  now: Date,
): Promise<StatusChange> {
  const order = await lockVisible(trx, caller, orderId);
  await assertAllowed(trx, 'revert', order);
  const back = (await previousStatus(trx, order.id, order.status)) ?? REVERT_FALLBACK[order.status];
  if (back === undefined) throw conflict({ key: 'orderNoStatusToRevert', values: { value: order.short_code } });
  const text = comment?.trim() || REVERT_COMMENT;
  return apply(trx, caller, order, back, now, { comment: text, reverted: true }, { status_comment: text });
}
