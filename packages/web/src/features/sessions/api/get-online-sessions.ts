import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';

/** Who is signed in right now (SESS-02); needs sessions:read. */
export async function getOnlineSessions(signal?: AbortSignal) {
  return unwrap(await api().GET('/module/sessions/api/v1/online', { signal }));
}

export type OnlineSession = Awaited<ReturnType<typeof getOnlineSessions>>[number];

export const onlineSessionsQueryOptions = () =>
  queryOptions({ queryKey: ['sessions', 'online'], queryFn: ({ signal }) => getOnlineSessions(signal), staleTime: 0 });

export function useOnlineSessions() {
  return useQuery(onlineSessionsQueryOptions());
}
