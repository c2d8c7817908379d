/**
 * The order changes the flows run inside their own transaction (`trx`, narrowed here once): the
 * desk's status actions, the couriers' hand-over and reported statuses, and the payment tags.
 * Each locks the orders it changes and writes their events beside the change.
 */
import type { CancelOrderBody } from '@umbrella/contract';
import type { Kysely, Transaction } from 'kysely';
import { type ModuleTables, ownTables } from '../../db/owners.js';
import type { Caller } from '../../platform/caller.js';
import type { OrderCaller } from './answers.js';
import {
  findOrdersForCourier,
  lockVerifiedOrdersOf,
  markInTransit,
  type REPORTED_STATUS,
  setReportedStatuses,
} from './delivery-statuses.js';
import { applyPaymentTag, tagAwaitingPayment } from './payment-tags.js';
import { cancelOrder, revertOrder, verifyOrders } from './status-actions.js';

type CourierCaller = Pick<Caller, 'accountId' | 'regionIds'>;
type HandedOver = Parameters<typeof markInTransit>[2];

export function orderChanges<DB extends ModuleTables<'orders'>>(trx: Kysely<DB> | Transaction<DB>) {
  const db = ownTables(trx, 'orders');
  return {
    cancel: (caller: OrderCaller, orderId: number, body: CancelOrderBody, now: Date) =>
      cancelOrder(db, caller, orderId, body, now),
    verify: (caller: OrderCaller, ids: readonly number[], now: Date) => verifyOrders(db, caller, ids, now),
    revert: (caller: OrderCaller, orderId: number, comment: string | undefined, now: Date) =>
      revertOrder(db, caller, orderId, comment, now),
    /** Orders by short code in the caller's regions, with what a courier report checks of them. */
    forCourier: (codes: readonly string[], regionIds: readonly string[]) => findOrdersForCourier(db, codes, regionIds),
    lockVerifiedOf: (caller: CourierCaller, providerId: number) => lockVerifiedOrdersOf(db, caller, providerId),
    markInTransit: (caller: CourierCaller, orders: HandedOver, details: Record<string, unknown>, now: Date) =>
      markInTransit(db, caller, orders, details, now),
    setReportedStatuses: (
      caller: CourierCaller,
      rows: readonly { orderId: number; status: keyof typeof REPORTED_STATUS }[],
      details: Record<string, unknown>,
      now: Date,
    ) => setReportedStatuses(db, caller, rows, details, now),
    applyPaymentTag: (change: Parameters<typeof applyPaymentTag>[1]) => applyPaymentTag(db, change),
    tagAwaitingPayment: (order: Parameters<typeof tagAwaitingPayment>[1]) => tagAwaitingPayment(db, order),
  };
}

export type OrderChanges = ReturnType<typeof orderChanges>;
