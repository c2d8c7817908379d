/**
 * Creating an order in approve mode, or re-creating one from originalOrderId (ONEW-104,
 * ONEW-120, ONEW-121), in three steps so that flows/order-capture can run the write in the
 * transaction that also finishes the agent's task: draft (checks, replay of a used key, prices
 * and delivery), write (the order, its items, events and message), finish (the answer).
 * Idempotent by key at the database level too (docs/decisions/0701-idempotent-order-creation.md).
 */
import { CREATED_ORDER_STATUS, type CreateOrderBody, type OrderSaved } from '@umbrella/contract';
import type { Kysely } from 'kysely';
import { ownTables } from '../../db/owners.js';
import type { Database } from '../../db/types.js';
import { conflict, HttpError, invalidField } from '../../platform/http-error.js';
import { requestHash } from '../../platform/request-hash.js';
import type { OrderApproval } from '../workspace/index.js';
import { answerOf, kickMessages, type OrderCaller, type OrderContext, readableOrder, replayOf } from './answers.js';
import { messageOrderOf, queueOrderMessage } from './messages.js';
import { otherModules } from './other-modules.js';
import { tagAwaitingPayment } from './payment-tags.js';
import { type PreparedOrder, prepareOrder } from './prepare.js';
import {
  insertItemsWithEvent,
  insertOrder,
  listOrderTagValues,
  type OrderBundle,
  type OrderRow,
  recordOrderEvent,
} from './repo.js';
import { randomShortCode } from './short-code.js';

export type CreateDraft = {
  caller: OrderCaller;
  body: CreateOrderBody;
  key: string;
  hash: string;
  now: Date;
  prepared: PreparedOrder;
  original: OrderRow | undefined;
  shortCode: string;
  phone: string;
};

export type Drafted<T> = { replay: OrderSaved } | { draft: T };

/**
 * The checks and prices of a new order. A key already used is not looked up first: its order is
 * found by the insert's conflict (finishCreated) or, when a check refuses the retry, by
 * `replayOfRefused` — a new key's order, nearly all of them, does not pay a read for it.
 */
export async function draftCreate(
  deps: OrderContext,
  caller: OrderCaller,
  body: CreateOrderBody,
  key: string | undefined,
): Promise<CreateDraft> {
  const { orders, others } = deps;
  if (!key) throw invalidField({ 'Idempotency-Key': 'is required to create an order (required)' });
  const hash = requestHash('create', body);
  const now = deps.clock.now();
  const prepared = await prepareOrder(others, caller, body, now);
  let original: OrderRow | undefined;
  if (body.originalOrderId) {
    if (!body.taskId) throw invalidField({ taskId: 'is required to re-create an order' });
    original = await readableOrder(orders, caller, body.originalOrderId);
    if (original.lead_id !== null && original.lead_id !== prepared.leadId) {
      throw invalidField({ leadId: 'is not the lead of the original order' });
    }
  }
  // Drawn, not checked: the insert's unique index finds a taken one (withUnusedShortCode).
  const shortCode = randomShortCode();
  const { phone } = prepared;
  return { caller, body, key, hash, now, prepared, original, shortCode, phone };
}

/**
 * A creation refused by a check (a 4xx) whose key already made an order answers with that order
 * (or 422 for another body): a retry whose first answer was lost meets checks its own order has
 * since changed — the task closed, the lead worked, the slot taken — and must still be answered
 * with the order, never a refusal or a second order (decision 0701).
 */
export async function replayOfRefused(
  deps: OrderContext,
  caller: OrderCaller,
  body: CreateOrderBody,
  key: string | undefined,
  refusal: unknown,
): Promise<OrderSaved> {
  if (!key || !(refusal instanceof HttpError) || refusal.statusCode >= 500) throw refusal;
  const replay = await replayOf(deps, caller, key, requestHash('create', body));
  if (replay) return replay;
  throw refusal;
}

/** The approval a new order asks of the workspace, with the order's row as written. */
export type CreatedOrder = OrderApproval & { row: OrderRow; messageId: number | undefined };

/** Writes the order in `flowTrx`; undefined when another request with this key committed first. */
export async function writeCreated(
  deps: OrderContext,
  flowTrx: Kysely<Database>,
  draft: CreateDraft,
): Promise<CreatedOrder | undefined> {
  const trx = ownTables(flowTrx, 'orders');
  const { caller, body, key, hash, now, prepared, original, shortCode, phone } = draft;
  const row = await insertOrder(trx, {
    ...prepared.values,
    short_code: shortCode,
    lead_id: prepared.leadId,
    region_id: prepared.regionId,
    status: prepared.status,
    phone,
    original_order_id: original?.id ?? null,
    created_by: caller.accountId,
    updated_by: caller.accountId,
    idempotency_key: key,
    request_hash: hash,
    created_at: now,
    updated_at: now,
  });
  if (row === undefined) return undefined;
  const { id } = row;
  await insertItemsWithEvent(trx, id, prepared.priced.lines, {
    orderId: id,
    accountId: caller.accountId,
    action: 'CHANGE_STATUS',
    status: prepared.status,
    at: now,
    details: { created: true, from: null, to: prepared.status },
  });
  if (prepared.status === CREATED_ORDER_STATUS.deposit) {
    await tagAwaitingPayment(trx, { orderId: id, regionId: prepared.regionId, accountId: caller.accountId });
  }
  if (original) {
    await recordOrderEvent(trx, {
      orderId: id,
      accountId: caller.accountId,
      action: 'COPY_ORDER',
      status: prepared.status,
      at: now,
      details: { originalOrderId: original.id },
    });
    await recordOrderEvent(trx, {
      orderId: original.id,
      accountId: caller.accountId,
      action: 'COPY_ORDER',
      status: original.status,
      at: now,
      details: { copiedTo: id },
    });
  }
  let messageId: number | undefined;
  if (body.smsFeatureFlag) {
    ({ messageId } = await queueOrderMessage(
      trx,
      otherModules(flowTrx),
      messageOrderOf(id, shortCode, prepared.status, prepared, phone),
      caller.accountId,
      deps.publicUrl,
      now,
    ));
  }
  return {
    leadId: prepared.leadId,
    orderId: id,
    orderStatus: prepared.status,
    taskId: body.taskId,
    now,
    row,
    messageId,
  };
}

/**
 * The answer: the order written, or the one another request with this key committed first. A new
 * order answers from what its transaction wrote, not from a read after it: nothing else writes
 * a new order's row, items, provider or address before its answer (a deposit order's tag aside).
 */
export async function finishCreated(
  deps: OrderContext,
  draft: CreateDraft,
  created: CreatedOrder | undefined,
): Promise<OrderSaved> {
  if (created === undefined) {
    const winner = await replayOf(deps, draft.caller, draft.key, draft.hash);
    if (winner) return winner;
    throw conflict('A request with this Idempotency-Key is still being processed');
  }
  if (created.messageId !== undefined) kickMessages(deps, created.messageId);
  const { row } = created;
  const { prepared } = draft;
  const bundle: OrderBundle = {
    order: row,
    items: prepared.priced.lines
      .filter((line) => line.qty > 0)
      .map((line) => ({
        product_id: line.productId,
        name: line.name,
        qty: line.qty,
        unit_price_minor: line.unitPriceMinor,
      })),
    providerName: prepared.option.providerName,
    address: prepared.address,
    tags: row.deposit ? await listOrderTagValues(deps.orders, row.id) : [],
  };
  return answerOf(deps, bundle, draft.caller, { issueLink: true });
}
