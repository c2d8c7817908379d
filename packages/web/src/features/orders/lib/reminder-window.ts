import type { Dayjs } from 'dayjs';

/** ORDER-41: reminder dates before yesterday are disabled. */
export function isBeforeYesterday(day: Dayjs, today: Dayjs): boolean {
  return day.isBefore(today.subtract(1, 'day').startOf('day'));
}

/** ORDER-40: a reminder needs both a date and a time; the instant they make, or null. */
export function reminderInstant(date: Dayjs | null, time: Dayjs | null): Date | null {
  if (!date || !time) return null;
  return date.hour(time.hour()).minute(time.minute()).second(0).millisecond(0).toDate();
}
