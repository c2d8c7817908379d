import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';

/** The running shift, or null: the web then offers a new one (SHIFT-01, SHIFT-04). */
export async function getCurrentShift(signal?: AbortSignal) {
  return unwrap(await api().GET('/module/shifts/api/v1/shifts/current', { signal })).shift;
}

export type Shift = NonNullable<Awaited<ReturnType<typeof getCurrentShift>>>;

export const currentShiftQueryOptions = () =>
  queryOptions({
    queryKey: ['shifts', 'current'],
    queryFn: ({ signal }) => getCurrentShift(signal),
    staleTime: 0,
  });

export function useCurrentShift(enabled = true) {
  return useQuery({ ...currentShiftQueryOptions(), enabled });
}
