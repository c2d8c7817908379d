import { formatZonedDate, formatZonedDateTime, zonedParts } from '@umbrella/contract';
import { getUserTimezone } from './date-settings';

/**
 * Every date a screen shows goes through here (decision 1036): DD-MM-YYYY and DD-MM-YYYY HH:mm
 * in the user's timezone (ACONST-27, OCONST-18, AUTH-19), with the contract's zoned-time helpers —
 * screens that only show dates need no date library; pickers use dates.ts's dayjs formats.
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

/** DD-MM-YYYY-HH:mm in the user's timezone: when an order was created, as the search shows it (SEARCH-18). */
export function formatDateMinutes(value: string | number | Date): string {
  const instant = new Date(value);
  const parts = zonedParts(instant, getUserTimezone());
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${formatZonedDate(instant, getUserTimezone())}-${pad(parts.hour)}:${pad(parts.minute)}`;
}

/** DD-MM-YYYY HH:mm UTC: for lists the specification shows in UTC (the blacklist, BLACKLIST-03). */
export function formatUtcDateTime(value: string | number | Date): string {
  return `${formatZonedDateTime(new Date(value), 'UTC')} UTC`;
}

/** DD-MM-YYYY of the UTC calendar day: for dates the API keeps as UTC days (payslip periods, employee dates). */
export function formatUtcDay(value: string | number | Date): string {
  return formatZonedDate(new Date(value), 'UTC');
}
