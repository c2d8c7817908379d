import dayjs, { type Dayjs } from 'dayjs';

export const CALLS_PAGE_SIZE = 10;
export const PLAYBACK_RATES = [1, 1.25, 1.5, 2] as const;
export const VOLUME = { min: 0.01, max: 1, step: 0.025 } as const;
export const OPERATOR_SEARCH_DEBOUNCE_MS = 500;
export const OPERATOR_SEARCH_MIN = 4;

/** CDR-09: from the start of the previous hour to now. */
export function defaultPeriod(now: Dayjs = dayjs()): [Dayjs, Dayjs] {
  return [now.startOf('hour').subtract(1, 'hour'), now];
}

/** CDR-08: This Month, This Week and Last Hour. */
export function periodPresets(now: Dayjs = dayjs()) {
  return [
    { key: 'thisMonth', value: [now.startOf('month'), now] as [Dayjs, Dayjs] },
    { key: 'thisWeek', value: [now.startOf('week'), now] as [Dayjs, Dayjs] },
    { key: 'lastHour', value: [now.subtract(1, 'hour'), now] as [Dayjs, Dayjs] },
  ];
}
