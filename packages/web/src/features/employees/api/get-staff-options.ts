import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';

/** getStaffPositionsList (EMP-05). */
export function usePositions() {
  return useQuery({
    queryKey: ['employees', 'positions'],
    queryFn: async ({ signal }) => unwrap(await api().GET('/module/staff/api/v1/positions', { signal })),
    staleTime: 10 * 60_000,
  });
}

/** getLegalEntityList (EMP-06). */
export function useLegalEntities() {
  return useQuery({
    queryKey: ['employees', 'legal-entities'],
    queryFn: async ({ signal }) => unwrap(await api().GET('/module/staff/api/v1/legal-entities', { signal })),
    staleTime: 10 * 60_000,
  });
}
