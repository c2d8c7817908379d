/**
 * "Today" on a floor that spans four zones: each row counts from midnight in the zone of its own
 * region (a call in Lima from Lima's midnight, one in Mexico City from Mexico City's), so a
 * supervisor of several regions sees each agent's day as that agent lives it.
 */
import { localNow, REGIONS, zonedInstant } from '@umbrella/contract';
import { type RawBuilder, sql } from 'kysely';

export type DayStarts = ReadonlyMap<string, Date>;

/** When the current day began in each region's zone. */
export function regionDayStarts(now: Date): DayStarts {
  return new Map(REGIONS.map((r) => [r.id, zonedInstant(localNow(now, r.timezone).date, '00:00', r.timezone)]));
}

/** The earliest of the day starts: a lower bound an index on the time column can use. */
export function earliestDayStart(starts: DayStarts): Date {
  return new Date(Math.min(...[...starts.values()].map((d) => d.getTime())));
}

/** `time >= the day start of the row's region`, for a `count(*) filter (where …)`. */
export function sinceRegionDayStart(regionColumn: string, timeColumn: string, starts: DayStarts): RawBuilder<boolean> {
  const cases = [...starts].map(([id, start]) => sql`when ${id} then ${start.toISOString()}::timestamptz`);
  return sql<boolean>`${sql.ref(timeColumn)} >= case ${sql.ref(regionColumn)} ${sql.join(cases, sql` `)} end`;
}
