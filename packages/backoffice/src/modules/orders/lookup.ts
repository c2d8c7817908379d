/**
 * The orders as other modules and the flows read them, on the application's handle or a flow's
 * transaction (narrowed here, once): one order, or one the caller may read; the bundle its
 * answer shows; a lead's orders and their events; orders by code and codes by order. The bundle
 * and the events name products, providers, addresses and people through their modules' faces,
 * bound to the same handle, so it must reach every table: a module's narrowed handle does not
 * compile here, and a module holding only its own tables asks its wiring for the lookup.
 */
import type { Kysely, Transaction } from 'kysely';
import { ownTables, type ReachesEveryTable, wholeHandle } from '../../db/owners.js';
import { type OrderCaller, readableOrder } from './answers.js';
import { otherModules } from './other-modules.js';
import { orderShortCodes } from './outcomes.js';
import { findOrdersByShortCodes } from './payment-tags.js';
import { findOrder, listLeadOrderEvents, listLeadOrders, loadOrderBundle } from './repo.js';

export function orderLookup<DB>(handle: Kysely<DB> | Transaction<DB>, ...whole: ReachesEveryTable<DB>) {
  const app = wholeHandle(handle, ...whole);
  const db = ownTables(app, 'orders');
  const others = otherModules(app);
  return {
    /** Any region's order: the caller checks its region. */
    find: (orderId: number) => findOrder(db, orderId),
    /** The order if in one of the caller's regions; 404 otherwise. */
    readable: (caller: OrderCaller, orderId: number) => readableOrder(db, caller, orderId),
    /** The order with its items' names, provider, address and tags. */
    bundle: (orderId: number) => loadOrderBundle(db, others, orderId),
    /** A lead's orders, newest first. */
    ofLead: (leadId: number) => listLeadOrders(db, leadId),
    /** The events of a lead's orders, newest first, with who did them. */
    leadEvents: (leadId: number, limit?: number) => listLeadOrderEvents(db, others.people(), leadId, limit),
    /** Orders by short code (upper-case) within these regions. */
    byShortCodes: (codes: readonly string[], regionIds: readonly string[]) =>
      findOrdersByShortCodes(db, codes, regionIds),
    /** Each order's short code by its id. */
    shortCodes: (orderIds: readonly number[]) => orderShortCodes(db, orderIds),
  };
}

export type OrderLookup = ReturnType<typeof orderLookup>;
