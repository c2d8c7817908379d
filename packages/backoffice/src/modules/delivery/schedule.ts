/**
 * The delivery schedule of a provider place (ONEW-57, ONEW-58, OCONST-17): starting
 * daysToDeliver days after today (the region's wall clock), every day the place works that is
 * neither a national nor a provider holiday, with its periods as "HH:mm-HH:mm" slots. A slot of
 * today is offered only until 2 hours before it ends. The first five dates are kept.
 */
import {
  addDays,
  isoWeekday,
  type LocalNow,
  SAME_DAY_CUTOFF_MINUTES,
  SCHEDULE_DATES,
  toMinutes,
} from '@umbrella/contract';
import type { WeekSchedule } from '../../db/types.js';
import { isNationalHoliday } from './holidays.js';

/** How far ahead the search for five dates goes before it gives up. */
const HORIZON_DAYS = 60;

export type ScheduleInput = {
  week: WeekSchedule;
  daysToDeliver: number;
  /** The region's wall clock now (`localNow`): read once for every place of a lookup, it is the costly part. */
  today: LocalNow;
  country: string;
  providerHolidays: ReadonlySet<string>;
};

export type DeliverySchedule = Record<string, string[]>;

export function computeSchedule(input: ScheduleInput): DeliverySchedule {
  const today = input.today;
  const schedule: DeliverySchedule = {};
  let found = 0;
  for (
    let offset = input.daysToDeliver;
    offset <= input.daysToDeliver + HORIZON_DAYS && found < SCHEDULE_DATES;
    offset++
  ) {
    const date = addDays(today.date, offset);
    if (input.providerHolidays.has(date) || isNationalHoliday(input.country, date)) continue;
    const periods = input.week[String(isoWeekday(date))] ?? [];
    const slots = periods
      .filter(([, end]) => date !== today.date || today.minutes < toMinutes(end) - SAME_DAY_CUTOFF_MINUTES)
      .map(([start, end]) => `${start}-${end}`);
    if (!slots.length) continue;
    schedule[date] = slots;
    found++;
  }
  return schedule;
}
