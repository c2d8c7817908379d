/**
 * The telephony rows other modules join in one statement (decision 1816): each account's SIP
 * extension (never its password), and the answered, recorded calls, subqueries on this module's
 * handle.
 */
import type { Kysely, Transaction } from 'kysely';
import { type ModuleTables, ownTables } from '../../db/owners.js';

type Handle<DB extends ModuleTables<'telephony'>> = Kysely<DB> | Transaction<DB>;

export function telephonyExtensions<DB extends ModuleTables<'telephony'>>(db: Handle<DB>) {
  return ownTables(db, 'telephony').selectFrom('voip_extensions').select(['account_id', 'extension']);
}

/**
 * The calls an agent answered and that were recorded: the columns of the partial index
 * `call_records_recorded_answered` (0065), so a reader filtering by region and time reads the index
 * alone.
 */
export function recordedAnsweredCalls<DB extends ModuleTables<'telephony'>>(db: Handle<DB>) {
  return ownTables(db, 'telephony')
    .selectFrom('call_records')
    .select(['id', 'region_id', 'account_id', 'product_id', 'call_date', 'bill_sec'])
    .where('audio_src', 'is not', null)
    .where('bill_sec', '>', 0)
    .where('account_id', 'is not', null);
}
