import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';

export const discrepanciesKey = (providerId: number) => ['provider-reports', 'discrepancies', providerId] as const;

/** A provider's open discrepancies, oldest first. */
export function useDiscrepancies(providerId: number) {
  return useQuery({
    queryKey: discrepanciesKey(providerId),
    queryFn: async ({ signal }) =>
      unwrap(
        await api().GET('/module/delivery/api/v1/discrepancies', {
          params: { query: { providerId, state: 'open' } },
          signal,
        }),
      ),
  });
}
