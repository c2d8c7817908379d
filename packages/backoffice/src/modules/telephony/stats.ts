/**
 * Calls and talk time per agent over a period (decision 1612): the call records an agent made in
 * it, how many were answered (billed seconds above zero) and their billed seconds. Served by
 * call_records_account_date (0027).
 */
import { type Kysely, sql, type Transaction } from 'kysely';
import { type ModuleDb, type ModuleTables, ownTables } from '../../db/owners.js';
import { type StatsFilter, statsFilterIsEmpty } from '../../platform/stats-filter.js';
import { localDayOf } from '../../platform/time-buckets.js';

export type TalkTime = { calls: number; answered: number; talkSeconds: number };

/** The call records of the filter, before grouping. */
function callsOf(db: ModuleDb<'telephony'>, filter: StatsFilter) {
  const query = db
    .selectFrom('call_records as c')
    .where('c.account_id', 'in', [...filter.accountIds])
    .where('c.call_date', '>=', filter.from)
    .where('c.call_date', '<', filter.to)
    .where('c.region_id', 'in', [...filter.regionIds]);
  return filter.productIds?.length ? query.where('c.product_id', 'in', [...filter.productIds]) : query;
}

const calls = sql<number>`count(*)::int`;
const answered = sql<number>`count(*) filter (where c.bill_sec > 0)::int`;
const talk = sql<number>`coalesce(sum(c.bill_sec), 0)::int`;

/** The grouped aggregate (exported so its plan can be checked). */
export function talkTimeQuery<DB extends ModuleTables<'telephony'>>(
  db: Kysely<DB> | Transaction<DB>,
  filter: StatsFilter,
) {
  return callsOf(ownTables(db, 'telephony'), filter)
    .select(['c.account_id', calls.as('calls'), answered.as('answered'), talk.as('talk')])
    .groupBy('c.account_id');
}

/** The same counts per calendar day in `timeZone` (the profile's figures per day, decision 1826). */
export function talkTimeByDayQuery<DB extends ModuleTables<'telephony'>>(
  db: Kysely<DB> | Transaction<DB>,
  filter: StatsFilter,
  timeZone: string,
) {
  return callsOf(ownTables(db, 'telephony'), filter)
    .select([
      localDayOf('c.call_date', timeZone).as('day'),
      calls.as('calls'),
      answered.as('answered'),
      talk.as('talk'),
    ])
    .groupBy('day');
}

export async function talkTimeByDay<DB extends ModuleTables<'telephony'>>(
  db: Kysely<DB> | Transaction<DB>,
  filter: StatsFilter,
  timeZone: string,
): Promise<Map<string, TalkTime>> {
  if (statsFilterIsEmpty(filter)) return new Map();
  const rows = await talkTimeByDayQuery(db, filter, timeZone).execute();
  return new Map(
    rows.map((r) => [r.day, { calls: Number(r.calls), answered: Number(r.answered), talkSeconds: Number(r.talk) }]),
  );
}

export async function talkTimeByAccount<DB extends ModuleTables<'telephony'>>(
  db: Kysely<DB> | Transaction<DB>,
  filter: StatsFilter,
): Promise<Map<number, TalkTime>> {
  if (statsFilterIsEmpty(filter)) return new Map();
  const rows = await talkTimeQuery(db, filter).execute();
  return new Map(
    rows.map((r) => [
      r.account_id as number,
      { calls: Number(r.calls), answered: Number(r.answered), talkSeconds: Number(r.talk) },
    ]),
  );
}
