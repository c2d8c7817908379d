import { formatZonedDate, formatZonedDateTime } from '@umbrella/contract';
import { getUserTimezone } from './date-settings';

/**
 * Every date a screen shows goes through here (decisions 1036, 1818): DD-MM-YYYY and, for an
 * instant, DD-MM-YYYY-HH:mm in the user's timezone (ACONST-27, OCONST-18, AUTH-19), through the
 * contract's zoned time; pickers use dates.ts's formats, the same patterns.
 */
export function formatDate(value: string | number | Date): string {
  return formatZonedDate(new Date(value), getUserTimezone());
}

export function formatDateTime(value: string | number | Date): string {
  return formatZonedDateTime(new Date(value), getUserTimezone());
}

/** A calendar day the API sends as YYYY-MM-DD (a delivery date: no timezone) as DD-MM-YYYY. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}-${month}-${year}`;
}

/** DD-MM-YYYY-HH:mm UTC: for lists the specification shows in UTC (the blacklist, BLACKLIST-03). */
export function formatUtcDateTime(value: string | number | Date): string {
  return `${formatZonedDateTime(new Date(value), 'UTC')} UTC`;
}

/** DD-MM-YYYY of the UTC calendar day: for dates the API keeps as UTC days (payslip periods, employee dates). */
export function formatUtcDay(value: string | number | Date): string {
  return formatZonedDate(new Date(value), 'UTC');
}
