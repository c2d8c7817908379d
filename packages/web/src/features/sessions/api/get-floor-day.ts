import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api, unwrap } from '@/lib/api/api';
import { usePushedEvent } from '@/lib/events/events-context';
import { getUserTimezone } from '@/lib/format/date-settings';

/** The charts change slowly; a busy floor pushes wallboard.changed every second. */
export const FLOOR_DAY_REFRESH_MS = 60_000;

/** Today on the floor of the user's regions, in the user's zone (decision 1802); needs sessions:read. */
export async function getFloorDay(timeZone: string, signal?: AbortSignal) {
  return unwrap(await api().GET('/module/wallboard/api/v1/wallboard/day', { params: { query: { timeZone } }, signal }));
}

export type FloorDay = Awaited<ReturnType<typeof getFloorDay>>;

export const floorDayQueryOptions = (timeZone: string) =>
  queryOptions({
    queryKey: ['sessions', 'floor-day', timeZone],
    queryFn: ({ signal }) => getFloorDay(timeZone, signal),
    staleTime: FLOOR_DAY_REFRESH_MS,
  });

/**
 * Today's series, fetched again when the back-office pushes wallboard.changed — at most once a
 * minute: a push within a minute of the last fetch waits for the minute to end. Never polled.
 */
export function useFloorDay() {
  const queryClient = useQueryClient();
  const options = floorDayQueryOptions(getUserTimezone());
  const query = useQuery(options);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(pending.current ?? undefined), []);
  usePushedEvent('wallboard.changed', () => {
    if (pending.current) return;
    const wait = Math.max(0, query.dataUpdatedAt + FLOOR_DAY_REFRESH_MS - Date.now());
    pending.current = setTimeout(() => {
      pending.current = null;
      void queryClient.invalidateQueries({ queryKey: options.queryKey });
    }, wait);
  });
  return query;
}
