import dayjs from 'dayjs';
import 'dayjs/locale/es';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Dates are shown DD-MM-YYYY everywhere (ACONST-27); times in the user's timezone (AUTH-19). */
export const DATE_FORMAT = 'DD-MM-YYYY';
export const DATE_TIME_FORMAT = 'DD-MM-YYYY HH:mm:ss';

let userTimezone: string | undefined;

/** Called once the current user is known; an unknown zone name falls back to the browser's zone. */
export function setUserTimezone(zone: string | undefined): void {
  userTimezone = zone && isKnownTimezone(zone) ? zone : undefined;
}

export function getUserTimezone(): string {
  return userTimezone ?? dayjs.tz.guess();
}

function isKnownTimezone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export function applyDateLocale(language: string): void {
  dayjs.locale(language === 'es' ? 'es' : 'en');
}

/** An instant (ISO 8601 UTC from the API) as a dayjs value in the user's timezone. */
export function inUserZone(iso: string | number | Date): dayjs.Dayjs {
  return dayjs(iso).tz(getUserTimezone());
}

export function formatDate(iso: string | number | Date): string {
  return inUserZone(iso).format(DATE_FORMAT);
}

export function formatDateTime(iso: string | number | Date): string {
  return inUserZone(iso).format(DATE_TIME_FORMAT);
}
