import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

/**
 * Wall-clock dates and times of an IANA timezone, shared by the back-office (delivery schedules,
 * preferred delivery instants, a region's day) and the web (dates shown in the user's zone). One
 * zoned-time library on both sides: dayjs with its timezone plugin, the one antd's pickers already
 * carry into the web (decision 1818).
 */
dayjs.extend(utc);
dayjs.extend(timezone);

export type ZonedParts = { year: number; month: number; day: number; hour: number; minute: number; second: number };
export type LocalNow = { date: string; minutes: number; weekday: number };

/** The one way a date-time is shown (OCONST-18, SEARCH-18): DD-MM-YYYY-HH:mm. */
export const DATE_TIME_PATTERN = 'DD-MM-YYYY-HH:mm';
/** The one way a date is shown (ACONST-27): DD-MM-YYYY. */
export const DATE_PATTERN = 'DD-MM-YYYY';

const inZone = (instant: Date, timeZone: string) => dayjs(instant).tz(timeZone);

/** What the wall clock of `timeZone` shows at `instant`. */
export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const d = inZone(instant, timeZone);
  return {
    year: d.year(),
    month: d.month() + 1,
    day: d.date(),
    hour: d.hour(),
    minute: d.minute(),
    second: d.second(),
  };
}

/** DD-MM-YYYY in `timeZone`. */
export function formatZonedDate(instant: Date, timeZone: string): string {
  return inZone(instant, timeZone).format(DATE_PATTERN);
}

/** DD-MM-YYYY-HH:mm in `timeZone`. */
export function formatZonedDateTime(instant: Date, timeZone: string): string {
  return inZone(instant, timeZone).format(DATE_TIME_PATTERN);
}

/** HH:mm in `timeZone`. */
export function formatZonedTime(instant: Date, timeZone: string): string {
  return inZone(instant, timeZone).format('HH:mm');
}

/** ISO weekday of a YYYY-MM-DD date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  return dayjs.utc(date).day() || 7;
}

export function addDays(date: string, days: number): string {
  return dayjs.utc(date).add(days, 'day').format('YYYY-MM-DD');
}

export function localNow(instant: Date, timeZone: string): LocalNow {
  const d = inZone(instant, timeZone);
  const date = d.format('YYYY-MM-DD');
  return { date, minutes: d.hour() * 60 + d.minute(), weekday: isoWeekday(date) };
}

export const toMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** The instant at which the wall clock of `timeZone` shows `date` `hhmm`. */
export function zonedInstant(date: string, hhmm: string, timeZone: string): Date {
  return dayjs.tz(`${date} ${hhmm}`, timeZone).toDate();
}
