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

/**
 * One formatter per zone, built once: dayjs's `tz()` builds one at every call (a fraction of a
 * millisecond each), which the back-office paid per place of a delivery lookup and per region of a
 * wallboard. Reading a wall clock needs only the parts.
 */
const wallClocks = new Map<string, Intl.DateTimeFormat>();
function wallClockOf(timeZone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClocks.set(timeZone, format);
  }
  return format;
}

/** What the wall clock of `timeZone` shows at `instant`. */
export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const parts: ZonedParts = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of wallClockOf(timeZone).formatToParts(instant)) {
    if (part.type in parts) parts[part.type as keyof ZonedParts] = Number(part.value);
  }
  return parts;
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

// Calendar dates carry no zone: plain UTC Date arithmetic, a tenth of dayjs's cost in the loops
// that walk them (a delivery schedule walks up to 60 dates for each place of a lookup).
const utcDate = (date: string) => new Date(`${date.slice(0, 10)}T00:00:00Z`);

/** ISO weekday of a YYYY-MM-DD date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  return utcDate(date).getUTCDay() || 7;
}

export function addDays(date: string, days: number): string {
  const d = utcDate(date);
  if (Number.isNaN(d.getTime())) return 'Invalid Date'; // as dayjs answered
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function localNow(instant: Date, timeZone: string): LocalNow {
  const p = zonedParts(instant, timeZone);
  const date = `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
  return { date, minutes: p.hour * 60 + p.minute, weekday: isoWeekday(date) };
}

export const toMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** The instant at which the wall clock of `timeZone` shows `date` `hhmm`. */
export function zonedInstant(date: string, hhmm: string, timeZone: string): Date {
  return dayjs.tz(`${date} ${hhmm}`, timeZone).toDate();
}
