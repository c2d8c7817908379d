import { editDateAllowed } from '@umbrella/contract';
import type { Dayjs } from 'dayjs';

/** The edit form's date picker: only yesterday up to 10 days ahead can be chosen (ORDER-29). */
export function editDateDisabled(day: Dayjs, today: Dayjs): boolean {
  return !editDateAllowed(day.format('YYYY-MM-DD'), today.format('YYYY-MM-DD'));
}

/** The hours the form offers (ORDER-30): on the hour only, "00:00" to "23:00". */
export const EDIT_HOURS = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`);

/** The order's slot ("09:00-13:00") as the form's hour ("09:00"), or undefined. */
export function hourOf(slot: string | null): string | undefined {
  const hour = slot?.slice(0, 2);
  return hour && /^\d\d$/.test(hour) ? `${hour}:00` : undefined;
}
