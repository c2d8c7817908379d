import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api, unwrap } from '@/lib/api/api';
import { usePushedEvent } from '@/lib/events/events-context';

/** The supervisor wallboard of the user's regions (decision 1421); needs sessions:read. */
export async function getWallboard(signal?: AbortSignal) {
  return unwrap(await api().GET('/module/wallboard/api/v1/wallboard', { signal }));
}

export type Wallboard = Awaited<ReturnType<typeof getWallboard>>;

export const wallboardQueryOptions = () =>
  queryOptions({ queryKey: ['sessions', 'wallboard'], queryFn: ({ signal }) => getWallboard(signal), staleTime: 0 });

/**
 * The wallboard, fetched again whenever the back-office pushes wallboard.changed — never polled.
 * A busy floor pushes a few times a second: a push during a fetch asks for one more fetch after it
 * instead of cancelling it (the server would do the cancelled work all the same, and a fetch
 * slower than the pushes would never finish), so one fetch runs at most and one waits.
 */
export function useWallboard() {
  const queryClient = useQueryClient();
  const query = useQuery(wallboardQueryOptions());
  const again = useRef(false);
  const { queryKey } = wallboardQueryOptions();
  usePushedEvent('wallboard.changed', () => {
    if (queryClient.isFetching({ queryKey }) > 0) {
      again.current = true;
      return;
    }
    void queryClient.invalidateQueries({ queryKey });
  });
  const fetching = query.isFetching;
  useEffect(() => {
    if (fetching || !again.current) return;
    again.current = false;
    void queryClient.invalidateQueries({ queryKey: wallboardQueryOptions().queryKey });
  }, [fetching, queryClient]);
  return query;
}
