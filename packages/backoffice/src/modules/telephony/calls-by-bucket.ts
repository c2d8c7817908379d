/**
 * Calls of some regions over a day per bucket (decision 1802): how many, how many answered
 * (billed seconds above zero) and their billed seconds — the same counts as the statistics'
 * talk time (decision 1612), grouped by time instead of agent. Served by call_records_region_date.
 */
import { type Kysely, sql, type Transaction } from 'kysely';
import { type ModuleTables, ownTables } from '../../db/owners.js';
import { bucketOf, type DayRange } from '../../platform/time-buckets.js';
import type { CallCounts } from './floor.js';

/** The grouped aggregate (exported so its plan can be checked). */
export function callsByBucketQuery<DB extends ModuleTables<'telephony'>>(
  db: Kysely<DB> | Transaction<DB>,
  regionIds: readonly string[],
  range: DayRange,
  stepSeconds: number,
) {
  return ownTables(db, 'telephony')
    .selectFrom('call_records')
    .select([
      bucketOf('call_date', range.from, stepSeconds).as('bucket'),
      sql<number>`count(*)::int`.as('calls'),
      sql<number>`count(*) filter (where bill_sec > 0)::int`.as('answered'),
      sql<number>`coalesce(sum(bill_sec), 0)::int`.as('talk'),
    ])
    .where('region_id', 'in', [...regionIds])
    .where('call_date', '>=', range.from)
    .where('call_date', '<', range.to)
    .groupBy('bucket');
}

export async function callsByBucket<DB extends ModuleTables<'telephony'>>(
  db: Kysely<DB> | Transaction<DB>,
  regionIds: readonly string[],
  range: DayRange,
  stepSeconds: number,
): Promise<Map<number, CallCounts>> {
  if (!regionIds.length) return new Map();
  const rows = await callsByBucketQuery(db, regionIds, range, stepSeconds).execute();
  return new Map(
    rows.map((r) => [
      Number(r.bucket),
      { calls: Number(r.calls), answered: Number(r.answered), talkSeconds: Number(r.talk) },
    ]),
  );
}
