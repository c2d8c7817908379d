/**
 * The floor's day in charts (decision 1802): some regions' calls, answered calls and orders per
 * 15 minutes of one calendar day in one zone, beside the same weekday a week earlier, and per hour
 * the approve rate and average talk time as the profile statistics define them (decision 1612),
 * and the queue's depth at each quarter's start.
 * Each series is one grouped query of the module that owns the rows.
 */
import { addDays, type FloorDay, zonedInstant } from '@umbrella/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { ordersByBucket } from '../../modules/orders/index.js';
import { callsByBucket } from '../../modules/telephony/index.js';
import { leadWorkByBucket, queueOverDay } from '../../modules/workspace/index.js';
import { bucketCount, type DayRange } from '../../platform/time-buckets.js';

const QUARTER_SECONDS = 900;
const HOUR_SECONDS = 3600;

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/** Midnight to midnight of `day` in `timeZone`. */
export function dayRange(day: string, timeZone: string): DayRange {
  return { from: zonedInstant(day, '00:00', timeZone), to: zonedInstant(addDays(day, 1), '00:00', timeZone) };
}

const bucketStart = (range: DayRange, index: number, stepSeconds: number) =>
  new Date(range.from.getTime() + index * stepSeconds * 1000).toISOString();

async function traffic(db: Kysely<Database>, regionIds: readonly string[], range: DayRange) {
  const [calls, orders] = [
    await callsByBucket(db, regionIds, range, QUARTER_SECONDS),
    await ordersByBucket(db, regionIds, range, QUARTER_SECONDS),
  ];
  return (index: number) => ({
    calls: calls.get(index)?.calls ?? 0,
    answered: calls.get(index)?.answered ?? 0,
    orders: orders.get(index) ?? 0,
  });
}

export async function readFloorDay(
  db: Kysely<Database>,
  regionIds: readonly string[],
  { day, timeZone, now }: { day: string; timeZone: string; now: Date },
): Promise<FloorDay> {
  const range = dayRange(day, timeZone);
  const lastWeekDay = addDays(day, -7);
  const today = await traffic(db, regionIds, range);
  const lastWeek = await traffic(db, regionIds, dayRange(lastWeekDay, timeZone));
  const [work, talk, queue] = [
    await leadWorkByBucket(db, regionIds, range, HOUR_SECONDS),
    await callsByBucket(db, regionIds, range, HOUR_SECONDS),
    await queueOverDay(db, regionIds, range, QUARTER_SECONDS, now),
  ];
  const quarters = Array.from({ length: bucketCount(range, QUARTER_SECONDS) }, (_, i) => ({
    from: bucketStart(range, i, QUARTER_SECONDS),
    today: today(i),
    lastWeek: lastWeek(i),
    waiting: queue.get(i) ?? null,
  }));
  const hours = Array.from({ length: bucketCount(range, HOUR_SECONDS) }, (_, i) => {
    const leadsWorked = work.get(i)?.leadsWorked ?? 0;
    const leadsApproved = work.get(i)?.leadsApproved ?? 0;
    const answered = talk.get(i)?.answered ?? 0;
    const talkSeconds = talk.get(i)?.talkSeconds ?? 0;
    return {
      from: bucketStart(range, i, HOUR_SECONDS),
      leadsWorked,
      leadsApproved,
      approveRate: ratio(leadsApproved, leadsWorked),
      answered,
      talkSeconds,
      averageTalkSeconds: ratio(talkSeconds, answered),
    };
  });
  return { at: now.toISOString(), day, timeZone, lastWeekDay, quarters, hours };
}
