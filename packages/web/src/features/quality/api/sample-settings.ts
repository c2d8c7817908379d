import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';

const key = ['quality', 'sample-settings'];

/** How many calls per agent each of the user's regions samples a week (decision 1810). */
export function useSampleSettings(enabled: boolean) {
  return useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => unwrap(await api().GET('/module/quality/api/v1/sample-settings', { signal })),
    enabled,
  });
}

/** Sets a region's sample size; the queue is read again with it. */
export function useSetSampleSize() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ regionId, callsPerAgent }: { regionId: string; callsPerAgent: number }) =>
      unwrap(
        await api().PUT('/module/quality/api/v1/sample-settings/{regionId}', {
          params: { path: { regionId } },
          body: { callsPerAgent },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['quality'] }),
  });
}
