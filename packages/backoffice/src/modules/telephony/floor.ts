/**
 * The telephony part of the supervisor wallboard (decision 1421): each agent's call in progress (an
 * open call record started within the last two hours — an older one lost its end event), last
 * hang-up and calls today, and the calls of some regions since an instant. Served by
 * call_records_account_date and call_records_region_date.
 */
import { type Kysely, sql, type Transaction } from 'kysely';
import { type ModuleTables, ownTables } from '../../db/owners.js';
import { type DayStarts, earliestDayStart, sinceRegionDayStart } from '../../platform/region-day.js';

/** An open record older than this is a call whose end was never logged, not a call in progress. */
const OPEN_CALL_LIMIT_MS = 2 * 3600_000;

export type CallCounts = { calls: number; answered: number; talkSeconds: number };

export type AgentCalls = {
  /** When the call in progress started; null when none is. */
  openSince: Date | null;
  lastEndedAt: Date | null;
  /** Calls since midnight in the zone of each call's region. */
  today: number;
};

/** Each agent's call in progress, last hang-up and calls today (call_records_account_date). */
export async function agentCalls<DB extends ModuleTables<'telephony'>>(
  db: Kysely<DB> | Transaction<DB>,
  accountIds: readonly number[],
  dayStarts: DayStarts,
): Promise<Map<number, AgentCalls>> {
  if (!accountIds.length) return new Map();
  // Records are stamped by the database's clock, so their age is read on it too: business time
  // (moved by TEST_CLOCK) would call a call started a moment ago hours old.
  const openAfter = sql<Date>`now() - ${`${OPEN_CALL_LIMIT_MS} milliseconds`}::interval`;
  const from = earliestDayStart(dayStarts);
  const rows = await ownTables(db, 'telephony')
    .selectFrom('call_records')
    .select([
      'account_id',
      sql<Date | null>`min(call_date) filter (where ended_at is null and call_date > ${openAfter})`.as('open_since'),
      sql<Date | null>`max(ended_at)`.as('last_ended_at'),
      sql<number>`count(*) filter (where ${sinceRegionDayStart('region_id', 'call_date', dayStarts)})::int`.as('today'),
    ])
    .where('account_id', 'in', [...accountIds])
    .where(sql<boolean>`call_date >= least(${from}::timestamptz, ${openAfter})`)
    .groupBy('account_id')
    .execute();
  const at = (value: Date | string | null) => (value === null ? null : new Date(value));
  return new Map(
    rows.map((r) => [
      r.account_id as number,
      { openSince: at(r.open_since), lastEndedAt: at(r.last_ended_at), today: Number(r.today) },
    ]),
  );
}

export async function callsSince<DB extends ModuleTables<'telephony'>>(
  db: Kysely<DB> | Transaction<DB>,
  regionIds: readonly string[],
  since: Date,
): Promise<CallCounts> {
  if (!regionIds.length) return { calls: 0, answered: 0, talkSeconds: 0 };
  const row = await ownTables(db, 'telephony')
    .selectFrom('call_records')
    .select([
      sql<number>`count(*)::int`.as('calls'),
      sql<number>`count(*) filter (where bill_sec > 0)::int`.as('answered'),
      sql<number>`coalesce(sum(bill_sec), 0)::int`.as('talk'),
    ])
    .where('region_id', 'in', [...regionIds])
    .where('call_date', '>=', since)
    .executeTakeFirstOrThrow();
  return { calls: Number(row.calls), answered: Number(row.answered), talkSeconds: Number(row.talk) };
}
