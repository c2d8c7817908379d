import { getUserTimezone } from './date-settings';

/**
 * DD-MM-YYYY and DD-MM-YYYY HH:mm:ss in the user's timezone (ACONST-27, AUTH-19) with the
 * browser's own Intl — screens that only show dates need no date library.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(zone: string, value: Date): Record<string, string> {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(zone, formatter);
  }
  return Object.fromEntries(formatter.formatToParts(value).map((part) => [part.type, part.value]));
}

export function formatDate(value: string | number | Date): string {
  const p = partsIn(getUserTimezone(), new Date(value));
  return `${p.day}-${p.month}-${p.year}`;
}

export function formatDateTime(value: string | number | Date): string {
  const p = partsIn(getUserTimezone(), new Date(value));
  return `${p.day}-${p.month}-${p.year} ${p.hour}:${p.minute}:${p.second}`;
}
