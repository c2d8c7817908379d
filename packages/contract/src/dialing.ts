/**
 * Progressive dialing (decisions 1803, 1804): a group's dialing mode, the preview an agent gets
 * before the softphone dials by itself, and the calling hours in the customer's local time outside
 * which the back-office never hands a lead for an automatic dial.
 */
import { localNow } from './zoned-time.js';

export const DIALING_MODES = ['manual', 'progressive'] as const;
export type DialingMode = (typeof DIALING_MODES)[number];

export const PREVIEW_SECONDS_MIN = 0;
export const PREVIEW_SECONDS_MAX = 30;
export const DEFAULT_PREVIEW_SECONDS = 5;

/** Local minutes of the day [from, to) in which a lead may be dialled automatically. */
export const CALLING_HOURS = { from: 9 * 60, to: 21 * 60 } as const;

/** Whether `instant` falls within the calling hours in `timeZone` (a lead's region's zone). */
export function withinCallingHours(instant: Date, timeZone: string): boolean {
  const { minutes } = localNow(instant, timeZone);
  return minutes >= CALLING_HOURS.from && minutes < CALLING_HOURS.to;
}
