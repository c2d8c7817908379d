import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';

export type GroupPageQuery = { number?: number; size?: number; regionIds?: string[] };

/** getGroupPage({pageable, regionIds}) (GROUP-03); the agents' group filter asks for 1000 (AGENT-07). */
export async function getGroups(query: GroupPageQuery, signal?: AbortSignal) {
  return unwrap(await api().GET('/module/account/api/v1/groups', { params: { query }, signal }));
}

export type AdminGroup = Awaited<ReturnType<typeof getGroups>>['content'][number];

export const groupsQueryOptions = (query: GroupPageQuery) =>
  queryOptions({
    queryKey: ['groups', 'page', query],
    queryFn: ({ signal }) => getGroups(query, signal),
    placeholderData: keepPreviousData,
  });

export function useGroups(query: GroupPageQuery) {
  return useQuery(groupsQueryOptions(query));
}
