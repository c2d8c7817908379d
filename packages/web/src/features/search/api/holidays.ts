import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import { getProviders } from '@/lib/api/get-delivery-providers';
import type { ApiBody, ApiSchema } from '@/lib/api/types';

export type HolidaySchedule = ApiSchema<'HolidaySchedule'>;
export type HolidayBody = ApiBody<'/module/delivery/api/v1/holidays', 'post'>;

const KEY = ['delivery', 'holidays'] as const;
const HOLIDAYS = '/module/delivery/api/v1/holidays';

/** get all (HOLIDAY-09). */
export function useHolidaySchedules() {
  return useQuery({
    queryKey: KEY,
    queryFn: async ({ signal }) => unwrap(await api().GET(HOLIDAYS, { signal })),
  });
}

/** create, or update when an id is given (HOLIDAY-09); the list is read again after. */
export function useSaveHolidaySchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: HolidayBody & { id?: number }) =>
      id === undefined
        ? unwrap(await api().POST(HOLIDAYS, { body }))
        : unwrap(await api().PUT(HOLIDAYS, { body: { ...body, id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
    meta: { errorMode: 'silent' },
  });
}

/** delete by id (HOLIDAY-09). */
export function useDeleteHolidaySchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await api().DELETE(`${HOLIDAYS}/{id}`, { params: { path: { id } } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
    meta: { errorMode: 'silent' },
  });
}

/** A provider's country's public holidays in a year, to start a schedule from. */
export async function getNationalHolidays(deliveryProviderId: number, year: number): Promise<string[]> {
  return unwrap(await api().GET(`${HOLIDAYS}/national`, { params: { query: { deliveryProviderId, year } } }));
}

/** The delivery providers of every region the user works in, for the schedule's provider picker. */
export function useProvidersOfRegions(regionIds: readonly string[]) {
  return useQueries({
    queries: regionIds.map((regionId) => ({
      queryKey: ['delivery', 'providers', regionId],
      queryFn: ({ signal }: { signal: AbortSignal }) => getProviders(regionId, signal),
      staleTime: 300_000,
    })),
    combine: (results) => results.flatMap((result) => result.data ?? []),
  });
}
