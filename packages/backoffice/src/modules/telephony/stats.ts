/**
 * Calls and talk time per agent over a period (decision 1612): the call records an agent made in
 * it, how many were answered (billed seconds above zero) and their billed seconds. Served by
 * call_records_account_date (0027).
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types.js';
import { type StatsFilter, statsFilterIsEmpty } from '../../platform/stats-filter.js';

export type TalkTime = { calls: number; answered: number; talkSeconds: number };

/** The grouped aggregate (exported so its plan can be checked). */
export function talkTimeQuery(db: Kysely<Database>, filter: StatsFilter) {
  const query = db
    .selectFrom('call_records as c')
    .select([
      'c.account_id',
      sql<number>`count(*)::int`.as('calls'),
      sql<number>`count(*) filter (where c.bill_sec > 0)::int`.as('answered'),
      sql<number>`coalesce(sum(c.bill_sec), 0)::int`.as('talk'),
    ])
    .where('c.account_id', 'in', [...filter.accountIds])
    .where('c.call_date', '>=', filter.from)
    .where('c.call_date', '<', filter.to)
    .where('c.region_id', 'in', [...filter.regionIds])
    .groupBy('c.account_id');
  return filter.productIds?.length ? query.where('c.product_id', 'in', [...filter.productIds]) : query;
}

export async function talkTimeByAccount(db: Kysely<Database>, filter: StatsFilter): Promise<Map<number, TalkTime>> {
  if (statsFilterIsEmpty(filter)) return new Map();
  const rows = await talkTimeQuery(db, filter).execute();
  return new Map(
    rows.map((r) => [
      r.account_id as number,
      { calls: Number(r.calls), answered: Number(r.answered), talkSeconds: Number(r.talk) },
    ]),
  );
}
