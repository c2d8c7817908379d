import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import { usePushedEvent } from '@/lib/events/events-context';

/** The supervisor wallboard of the user's regions (decision 1421); needs sessions:read. */
export async function getWallboard(signal?: AbortSignal) {
  return unwrap(await api().GET('/module/wallboard/api/v1/wallboard', { signal }));
}

export type Wallboard = Awaited<ReturnType<typeof getWallboard>>;

export const wallboardQueryOptions = () =>
  queryOptions({ queryKey: ['sessions', 'wallboard'], queryFn: ({ signal }) => getWallboard(signal), staleTime: 0 });

/** The wallboard, fetched again whenever the back-office pushes wallboard.changed — never polled. */
export function useWallboard() {
  const queryClient = useQueryClient();
  usePushedEvent('wallboard.changed', () => {
    void queryClient.invalidateQueries({ queryKey: wallboardQueryOptions().queryKey });
  });
  return useQuery(wallboardQueryOptions());
}
