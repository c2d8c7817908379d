/** Calendar dates as the APIs carry them: YYYY-MM-DD, no time and no zone (ACONST-28). */

export const CALENDAR_DATE_PATTERN = '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$';

/** True for a real day written YYYY-MM-DD ('2026-02-30' is not one). */
export function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
