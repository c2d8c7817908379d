import { formatZonedDate, formatZonedDateTime } from '@umbrella/contract';
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
