/**
 * The telephony part of the supervisor wallboard (decision 1421): who is on a call now (an open
 * call record started within the last two hours — an older one lost its end event) and the calls
 * of some regions since an instant. Served by call_records_open and call_records_region_date.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types.js';

/** An open record older than this is a call whose end was never logged, not a call in progress. */
const OPEN_CALL_LIMIT_MS = 2 * 3600_000;

export type CallCounts = { calls: number; answered: number; talkSeconds: number };

export async function accountsOnCall(
  db: Kysely<Database>,
  accountIds: readonly number[],
  now: Date,
): Promise<Set<number>> {
  if (!accountIds.length) return new Set();
  const rows = await db
    .selectFrom('call_records')
    .select('account_id')
    .distinct()
    .where('ended_at', 'is', null)
    .where('account_id', 'in', [...accountIds])
    .where('call_date', '>', new Date(now.getTime() - OPEN_CALL_LIMIT_MS))
    .execute();
  return new Set(rows.map((r) => r.account_id as number));
}

export async function callsSince(db: Kysely<Database>, regionIds: readonly string[], since: Date): Promise<CallCounts> {
  if (!regionIds.length) return { calls: 0, answered: 0, talkSeconds: 0 };
  const row = await db
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
