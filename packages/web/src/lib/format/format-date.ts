import { formatZonedDate, formatZonedDateTime, zonedParts } from '@umbrella/contract';
import { getUserTimezone } from './date-settings';

/**
 * DD-MM-YYYY and DD-MM-YYYY HH:mm:ss in the user's timezone (ACONST-27, AUTH-19), with the
 * zoned-time helpers the back-office uses too — screens that only show dates need no date library.
 */
export function formatDate(value: string | number | Date): string {
  return formatZonedDate(new Date(value), getUserTimezone());
}

export function formatDateTime(value: string | number | Date): string {
  return formatZonedDateTime(new Date(value), getUserTimezone());
}

/** DD-MM-YYYY-HH:mm in the user's timezone: when an order was created, as the search shows it (SEARCH-18). */
export function formatDateMinutes(value: string | number | Date): string {
  const instant = new Date(value);
  const parts = zonedParts(instant, getUserTimezone());
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${formatZonedDate(instant, getUserTimezone())}-${pad(parts.hour)}:${pad(parts.minute)}`;
}
