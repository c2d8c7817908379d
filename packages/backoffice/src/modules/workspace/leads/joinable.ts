/**
 * The leads as other modules join them in one statement (decision 1816): where each came from,
 * when, its status and whom to call, a subquery on the workspace's handle.
 */
import type { Kysely, Transaction } from 'kysely';
import { type ModuleTables, ownTables } from '../../../db/owners.js';

export function workspaceLeads<DB extends ModuleTables<'workspace'>>(db: Kysely<DB> | Transaction<DB>) {
  return ownTables(db, 'workspace')
    .selectFrom('leads')
    .select(['id', 'region_id', 'product_id', 'offer_id', 'webmaster_id', 'created_at', 'status', 'name', 'phone']);
}
