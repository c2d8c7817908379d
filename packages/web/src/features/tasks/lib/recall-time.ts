import dayjs, { type Dayjs } from 'dayjs';

/** Recall time picker (RECALL-15..19): quick choices in minutes, or a custom date and time. */
export const QUICK_RECALL_MINUTES = [5, 10, 15, 30, 60] as const;
export const DEFAULT_RECALL_MINUTES = 5;
export const RECALL_WINDOW_DAYS = 15;
export const RECALL_MINUTE_STEP = 5;

export type RecallChoice = `${(typeof QUICK_RECALL_MINUTES)[number]}` | 'custom';

/** The instant a choice means, taken when the agent confirms (so "in 5 minutes" is from then). */
export function recallTime(choice: RecallChoice, custom: Dayjs | null, now: Dayjs = dayjs()): Dayjs | null {
  if (choice === 'custom') return custom;
  return now.add(Number(choice), 'minute');
}

/** The custom picker starts at now + 5 minutes, on the 5-minute grid (RECALL-17, RECALL-19). */
export function defaultCustomTime(now: Dayjs = dayjs()): Dayjs {
  const base = now.add(DEFAULT_RECALL_MINUTES, 'minute').second(0).millisecond(0);
  const rest = base.minute() % RECALL_MINUTE_STEP;
  return rest ? base.add(RECALL_MINUTE_STEP - rest, 'minute') : base;
}

/** Days the custom picker offers: today to 15 days ahead (RECALL-18). */
export function isOutsideRecallWindow(day: Dayjs, now: Dayjs = dayjs()): boolean {
  return day.isBefore(now.startOf('day')) || day.isAfter(now.add(RECALL_WINDOW_DAYS, 'day').endOf('day'));
}
