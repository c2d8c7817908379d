/**
 * Time series of a day (decision 1802): a row's bucket is its position from the start of the
 * day in fixed steps (0 for the first 15 minutes or hour), so buckets follow the day's own start
 * in any zone — also one whose offset is not a whole hour — and one grouped query fills a series.
 */
import { type RawBuilder, sql } from 'kysely';

export type DayRange = { from: Date; to: Date };

/** `floor((column - from) / step)` as an integer, for `group by`. */
export function bucketOf(column: string, from: Date, stepSeconds: number): RawBuilder<number> {
  return sql<number>`floor(extract(epoch from (${sql.ref(column)} - ${from.toISOString()}::timestamptz)) / ${sql.lit(stepSeconds)})::int`;
}

/** How many steps of `stepSeconds` the range holds (rounded up: a 25-hour day has 100 quarters). */
export const bucketCount = ({ from, to }: DayRange, stepSeconds: number) =>
  Math.ceil((to.getTime() - from.getTime()) / (stepSeconds * 1000));

/**
 * The calendar day (YYYY-MM-DD) an instant falls on in a zone, for `group by`: an agent's figures
 * per day follow the reader's own midnights, daylight-saving days included.
 */
export function localDayOf(column: string, timeZone: string): RawBuilder<string> {
  return sql<string>`to_char(${sql.ref(column)} at time zone ${timeZone}, 'YYYY-MM-DD')`;
}
