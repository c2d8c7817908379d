/**
 * The orders as other modules join them in one statement (decision 1816): which lead each order
 * came from, a subquery on this module's handle.
 */
import type { Kysely, Transaction } from 'kysely';
import { type ModuleTables, ownTables } from '../../db/owners.js';

export function ordersOfLeads<DB extends ModuleTables<'orders'>>(db: Kysely<DB> | Transaction<DB>) {
  return ownTables(db, 'orders').selectFrom('orders').select(['id', 'lead_id']);
}

/** Orders as an agent's own history lists them: who created it, where, when, in which status. */
export function orderSummaries<DB extends ModuleTables<'orders'>>(db: Kysely<DB> | Transaction<DB>) {
  return ownTables(db, 'orders')
    .selectFrom('orders')
    .select(['id', 'short_code', 'lead_id', 'status', 'region_id', 'created_by', 'created_at', 'updated_at']);
}

/** An order as a task shows it beside its lead: its code, status and the reasons given. */
export function orderTaskRefs<DB extends ModuleTables<'orders'>>(db: Kysely<DB> | Transaction<DB>) {
  return ownTables(db, 'orders')
    .selectFrom('orders')
    .select(['id', 'short_code', 'status', 'cancel_reason', 'status_comment']);
}
