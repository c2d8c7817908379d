import {
  type DeliveryOption,
  findRegion,
  SAME_DAY_CUTOFF_MINUTES,
  SCHEDULE_DATES,
  zonedInstant,
} from '@umbrella/contract';

/** Minutes of tolerance around the schedule when edit mode keeps the order's date (ONEW-79). */
export const PREFERRED_DATE_TOLERANCE_MINUTES = 10;

/**
 * The zone the edit-mode window is read in: Santiago for cl-central, Lima for every other region
 * (ONEW-79, ONEW-80 name it for that comparison only).
 */
export function scheduleTimezone(regionId: string): string {
  return regionId === 'cl-central' ? 'America/Santiago' : 'America/Lima';
}

/**
 * The zone a same-day slot is cut in: the region's own, as the back-office cuts the schedule it
 * sends, so the modal never hides a slot the server offers (Mexico City is an hour behind Lima;
 * decision 1769).
 */
export function sameDayZone(regionId: string): string {
  return findRegion(regionId)?.timezone ?? scheduleTimezone(regionId);
}

/** "YYYY-MM-DD" + "HH:mm" in a zone, as epoch milliseconds. */
export function zonedMillis(date: string, time: string, zone: string): number {
  return zonedInstant(date, time, zone).getTime();
}

const slotBounds = (slot: string): [string, string] => {
  const [start = '00:00', end = start] = slot.split('-');
  return [start, end];
};

/** The first five dates of an option's schedule (ONEW-57). */
export function scheduleDates(option: DeliveryOption | null): string[] {
  if (!option) return [];
  return Object.keys(option.schedule)
    .filter((date) => (option.schedule[date]?.length ?? 0) > 0)
    .sort()
    .slice(0, SCHEDULE_DATES);
}

/** The slots of a date; a same-day slot only until 2 hours before it ends (ONEW-58). */
export function scheduleTimes(option: DeliveryOption | null, date: string | null, zone: string, now: number): string[] {
  if (!option || !date) return [];
  const cutoff = SAME_DAY_CUTOFF_MINUTES * 60_000;
  return (option.schedule[date] ?? []).filter((slot) => zonedMillis(date, slotBounds(slot)[1], zone) - cutoff > now);
}

/** The chosen date and slot are still offered (otherwise they have expired, ONEW-61). */
export function isSlotOffered(
  option: DeliveryOption | null,
  date: string | null,
  time: string | null,
  zone: string,
  now: number,
): boolean {
  if (!date || !time) return false;
  return scheduleDates(option).includes(date) && scheduleTimes(option, date, zone, now).includes(time);
}

/**
 * Edit mode keeps the order's date and time only within 10 minutes of the schedule: from the
 * first slot's start of the first of the five dates minus 10 minutes to the last slot's end of
 * the last date plus 10 minutes (ONEW-79, Ambiguity 8 (a); docs/decisions/0901).
 */
export function withinScheduleWindow(option: DeliveryOption | null, date: string, time: string, zone: string): boolean {
  const dates = scheduleDates(option);
  const first = dates[0];
  const last = dates.at(-1);
  if (!option || !first || !last) return false;
  const starts = (option.schedule[first] ?? []).map((slot) => zonedMillis(first, slotBounds(slot)[0], zone));
  const ends = (option.schedule[last] ?? []).map((slot) => zonedMillis(last, slotBounds(slot)[1], zone));
  const tolerance = PREFERRED_DATE_TOLERANCE_MINUTES * 60_000;
  const at = zonedMillis(date, slotBounds(time)[0], zone);
  return at >= Math.min(...starts) - tolerance && at <= Math.max(...ends) + tolerance;
}
