/**
 * The stats header's figures (PROFILE-22..25, decision 1612): a period ending now, and the
 * per-agent aggregates of the workspace (leads worked and approved), orders (orders, delivered)
 * and telephony (calls, talk time) added up into the figures one agent, a team or the
 * leaderboard shows. Rates are fractions 0..1, null when there is nothing to divide by.
 */
import { addDays, localNow, type StatsFigures, type StatsPeriod } from '@umbrella/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { StatsFilter } from '../../platform/stats-filter.js';
import { orderOutcomesByAuthor, orderOutcomesByDay } from '../orders/index.js';
import { qualityScoresByAgent } from '../quality/index.js';
import { talkTimeByAccount, talkTimeByDay } from '../telephony/index.js';
import { leadWorkByAccount, leadWorkByDay } from '../workspace/index.js';

const DAY_MS = 86_400_000;

/** The half-open period [from, to) that ends at `now`: 24 hours, 7 days, or 1-3 calendar months back. */
export function statsRange(period: StatsPeriod, now: Date): { from: Date; to: Date } {
  if (period === 'DAY') return { from: new Date(now.getTime() - DAY_MS), to: now };
  if (period === 'WEEK') return { from: new Date(now.getTime() - 7 * DAY_MS), to: now };
  const months = { MONTH: 1, TWO_MONTHS: 2, THREE_MONTHS: 3 }[period];
  const from = new Date(now);
  from.setUTCMonth(from.getUTCMonth() - months);
  return { from, to: now };
}

/** The sums the figures are made of; they add up across agents, the figures' rates do not. */
export type StatsCounts = {
  leadsWorked: number;
  leadsApproved: number;
  orders: number;
  delivered: number;
  calls: number;
  answered: number;
  talkSeconds: number;
  evaluations: number;
  scoreSum: number;
};

const ZERO: StatsCounts = {
  leadsWorked: 0,
  leadsApproved: 0,
  orders: 0,
  delivered: 0,
  calls: 0,
  answered: 0,
  talkSeconds: 0,
  evaluations: 0,
  scoreSum: 0,
};

export function addCounts(a: StatsCounts, b: StatsCounts): StatsCounts {
  const sum = { ...ZERO };
  for (const key of Object.keys(ZERO) as (keyof StatsCounts)[]) sum[key] = a[key] + b[key];
  return sum;
}

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

export function toFigures(c: StatsCounts): StatsFigures {
  return {
    leadsWorked: c.leadsWorked,
    leadsApproved: c.leadsApproved,
    approveRate: ratio(c.leadsApproved, c.leadsWorked),
    orders: c.orders,
    delivered: c.delivered,
    buyoutRate: ratio(c.delivered, c.orders),
    calls: c.calls,
    averageTalkSeconds: ratio(c.talkSeconds, c.answered),
    evaluations: c.evaluations,
    averageQualityScore: ratio(c.scoreSum, c.evaluations),
  };
}

/** Each listed agent's counts (zeros for one without work), four indexed aggregates in parallel. */
export async function countsByAccount(db: Kysely<Database>, filter: StatsFilter): Promise<Map<number, StatsCounts>> {
  const [work, outcomes, talk, quality] = await Promise.all([
    leadWorkByAccount(db, filter),
    orderOutcomesByAuthor(db, filter),
    talkTimeByAccount(db, filter),
    qualityScoresByAgent(db, filter),
  ]);
  return new Map(
    filter.accountIds.map((id) => [
      id,
      {
        ...ZERO,
        ...work.get(id),
        ...outcomes.get(id),
        ...talk.get(id),
        ...quality.get(id),
      },
    ]),
  );
}

/**
 * The filter's counts per calendar day in `timeZone` (decision 1826): every day from the one the
 * period starts on to the one it ends on, oldest first, a day without work as zeros.
 */
export async function countsByDay(
  db: Kysely<Database>,
  filter: StatsFilter,
  timeZone: string,
): Promise<{ day: string; counts: StatsCounts }[]> {
  const [work, outcomes, talk] = await Promise.all([
    leadWorkByDay(db, filter, timeZone),
    orderOutcomesByDay(db, filter, timeZone),
    talkTimeByDay(db, filter, timeZone),
  ]);
  const last = localNow(new Date(filter.to.getTime() - 1), timeZone).date;
  const days: { day: string; counts: StatsCounts }[] = [];
  for (let day = localNow(filter.from, timeZone).date; day <= last; day = addDays(day, 1)) {
    days.push({ day, counts: { ...ZERO, ...work.get(day), ...outcomes.get(day), ...talk.get(day) } });
  }
  return days;
}

export const totalCounts = (counts: Iterable<StatsCounts>): StatsCounts => [...counts].reduce(addCounts, ZERO);

/** Best first: more approved leads, then more delivered orders, then more leads worked. */
export const byCounts = (a: StatsCounts, b: StatsCounts): number =>
  b.leadsApproved - a.leadsApproved || b.delivered - a.delivered || b.leadsWorked - a.leadsWorked;

/** Best first (byCounts), then by name. */
export function byResults<T extends { counts: StatsCounts; surname: string; name: string }>(a: T, b: T): number {
  return byCounts(a.counts, b.counts) || a.surname.localeCompare(b.surname) || a.name.localeCompare(b.name);
}

export const hasWork = (c: StatsCounts) => c.leadsWorked + c.orders + c.calls > 0;
