/**
 * What every order call answers: the saved order with its payment link (a fresh token each time:
 * only its hash is kept, decision 1791) and deposit instructions, the replay of a key already used, and an order the caller may read.
 */
import { ERROR_CODES, type OrderSaved } from '@umbrella/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import { type ModuleDb, ownTables } from '../../db/owners.js';
import type { Database } from '../../db/types.js';
import type { Caller } from '../../platform/caller.js';
import { HttpError, notFound } from '../../platform/http-error.js';
import type { MessageTransport } from '../../platform/message-transport.js';
import { foundInRegions } from '../../platform/region-scope.js';
import { paymentLink } from '../payments/index.js';
import { depositInstructions } from './deposit.js';
import { toOrderDto } from './dto.js';
import { deliverDueMessages } from './messages.js';
import { type OtherModules, otherModules } from './other-modules.js';
import { findOrder, findOrderByKey, loadOrderBundle, type OrderBundle, type OrderRow } from './repo.js';

export type OrderCaller = Pick<Caller, 'accountId' | 'position' | 'regionIds' | 'features' | 'permissions'>;

export type OrderServiceDeps = {
  db: Kysely<Database>;
  clock: Clock;
  publicUrl: string;
  transport: MessageTransport;
  logger?: FastifyBaseLogger;
};

/** The service's dependencies with the application's handle narrowed once, and the other modules' faces on it. */
export type OrderContext = OrderServiceDeps & { orders: ModuleDb<'orders'>; others: OtherModules };

export function orderContext(deps: OrderServiceDeps): OrderContext {
  return { ...deps, orders: ownTables(deps.db, 'orders'), others: otherModules(deps.db) };
}

export const keyReused = () =>
  new HttpError(422, ERROR_CODES.idempotencyMismatch, 'This Idempotency-Key was already used for a different request');

export async function savedOrder(
  deps: OrderContext,
  orderId: number,
  caller: OrderCaller,
  options: { phoneHidden?: boolean; issueLink?: boolean } = {},
): Promise<OrderSaved> {
  const bundle = await loadOrderBundle(deps.orders, deps.others, orderId);
  if (!bundle) throw notFound({ key: 'notFoundOrder', values: { id: orderId } });
  return answerOf(deps, bundle, caller, options);
}

/** The answer of an order already in hand (a new order answers from what it wrote). */
export async function answerOf(
  deps: OrderContext,
  bundle: OrderBundle,
  caller: OrderCaller,
  options: { phoneHidden?: boolean; issueLink?: boolean } = {},
): Promise<OrderSaved> {
  const { others, publicUrl } = deps;
  const { order } = bundle;
  const link =
    order.deposit && options.issueLink
      ? paymentLink(publicUrl, await others.paymentToken(order.id, deps.clock.now()))
      : null;
  return {
    order: toOrderDto(bundle, caller, link, options.phoneHidden),
    paymentLink: link,
    depositInstructions: order.deposit
      ? await depositInstructions(others, {
          regionId: order.region_id,
          shortCode: order.short_code,
          amountMinor: order.price_minor,
          currency: order.currency,
        })
      : null,
  };
}

/** The first answer of a key already used for an order, or undefined; 422 for another body. */
export async function replayOf(
  deps: OrderContext,
  caller: OrderCaller,
  key: string,
  hash: string,
): Promise<OrderSaved | undefined> {
  const existing = await findOrderByKey(deps.orders, caller.accountId, key);
  if (!existing) return undefined;
  if (existing.request_hash !== hash) throw keyReused();
  return savedOrder(deps, existing.id, caller, { issueLink: true });
}

export async function readableOrder(db: ModuleDb<'orders'>, caller: OrderCaller, orderId: number): Promise<OrderRow> {
  return foundInRegions(caller, await findOrder(db, orderId), (o) => o.region_id, {
    key: 'notFoundOrder',
    values: { id: orderId },
  });
}

/**
 * Sends the messages just queued, without making the caller wait; the job retries what fails.
 * Given the one message a request queued, sends that one only: a claim and its settling.
 */
export function kickMessages(deps: OrderServiceDeps, messageId?: number): void {
  deliverDueMessages(deps.db, deps.transport, messageId === undefined ? {} : { onlyId: messageId }).catch(
    (err: unknown) => deps.logger?.warn({ err }, 'order messages delivery failed'),
  );
}
