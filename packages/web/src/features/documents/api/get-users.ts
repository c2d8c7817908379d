import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';

/** Users of a region for the assigned-to and report-to fields, size 1000 (DOC-22). */
export function useRegionUsers(regionId: string | undefined) {
  return useQuery({
    queryKey: ['documents', 'users', regionId],
    queryFn: async ({ signal }) =>
      unwrap(
        await api().GET('/module/documents/users', {
          // No region: the users of all the caller's regions.
          params: { query: { ...(regionId ? { regionIds: [regionId] } : {}), size: 1000 } },
          signal,
        }),
      ),
    staleTime: 5 * 60_000,
  });
}
