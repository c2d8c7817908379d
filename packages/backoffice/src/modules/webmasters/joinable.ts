/**
 * The webmasters module's rows other modules join in one statement (decision 1816): partners and
 * the guarantee history, as subqueries on this module's handle over the caller's connection.
 */
import type { Kysely, Transaction } from 'kysely';
import { type ModuleTables, ownTables } from '../../db/owners.js';

type Handle<DB extends ModuleTables<'webmasters'>> = Kysely<DB> | Transaction<DB>;

/** Partners (the offers' owners) by name. */
export function webmasterPartners<DB extends ModuleTables<'webmasters'>>(db: Handle<DB>) {
  return ownTables(db, 'webmasters').selectFrom('partners').select(['id', 'name']);
}

/** Every guarantee value of an offer × webmaster with the day it took effect. */
export function webmasterGuaranteeHistory<DB extends ModuleTables<'webmasters'>>(db: Handle<DB>) {
  return ownTables(db, 'webmasters')
    .selectFrom('webmaster_guarantees')
    .select(['offer_id', 'webmaster_id', 'actual_from', 'value']);
}
