import dayjs from 'dayjs';
import 'dayjs/locale/es';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { getDateLanguage, getUserTimezone, onDateLanguage } from './date-settings';

export { getUserTimezone, setUserTimezone } from './date-settings';
export { formatDate, formatDateTime } from './format-date';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Dates are shown DD-MM-YYYY everywhere (ACONST-27); times in the user's timezone (AUTH-19). */
export { DATE_PATTERN as DATE_FORMAT, DATE_TIME_PATTERN as DATE_TIME_FORMAT } from '@umbrella/contract';

/** dayjs's global locale follows the interface (antd's pickers read it); Russian shows English. */
export function applyDateLocale(language: string): void {
  dayjs.locale(language === 'es' ? 'es' : 'en');
}
applyDateLocale(getDateLanguage());
onDateLanguage(applyDateLocale);

/** An instant (ISO 8601 UTC from the API) as a dayjs value in the user's timezone. */
export function inUserZone(iso: string | number | Date): dayjs.Dayjs {
  return dayjs(iso).tz(getUserTimezone());
}
