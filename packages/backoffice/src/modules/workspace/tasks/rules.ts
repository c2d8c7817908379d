/** Errors and input rules shared by the task and lead actions. */
import { ERROR_CODES, RESCHEDULE_MAX_DAYS } from '@umbrella/contract';
import { HttpError, invalid } from '../../../platform/http-error.js';

export const taskNotHeld = (message = 'This task is not assigned to you any more') =>
  new HttpError(409, ERROR_CODES.taskNotHeld, message);

/** A schedule time from the web: not in the past (a minute of clock skew allowed), at most 15 days ahead. */
export function scheduleTime(value: string, field: string, now: Date): Date {
  const time = new Date(value);
  if (Number.isNaN(time.getTime())) throw invalid(field, 'must be an ISO 8601 date-time');
  if (time.getTime() < now.getTime() - 60_000) throw invalid(field, 'must not be in the past');
  // The picker offers "today to 15 days ahead" in the agent's zone: allow the whole 15th day.
  if (time.getTime() > now.getTime() + (RESCHEDULE_MAX_DAYS + 1) * 86_400_000) {
    throw invalid(field, { key: 'atMostDaysAhead', values: { limit: RESCHEDULE_MAX_DAYS } });
  }
  return time < now ? now : time;
}

export const blank = (text: string | null | undefined) => !text?.trim();
