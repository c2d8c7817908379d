import { zonedInstant } from '@umbrella/contract';
import type { Dayjs } from 'dayjs';

/** ORDER-41: reminder dates before yesterday are disabled. */
export function isBeforeYesterday(day: Dayjs, today: Dayjs): boolean {
  return day.isBefore(today.subtract(1, 'day').startOf('day'));
}

/**
 * ORDER-40: a reminder needs both a date and a time; the instant they make as a wall-clock time in
 * the user's timezone (the one the reminder box shows it in), or null.
 */
export function reminderInstant(date: Dayjs | null, time: Dayjs | null, timeZone: string): Date | null {
  if (!date || !time) return null;
  return zonedInstant(date.format('YYYY-MM-DD'), time.format('HH:mm'), timeZone);
}
