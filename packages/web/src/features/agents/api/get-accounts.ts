import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import type { paths } from '@/lib/api/schema';

export type AccountPageQuery = NonNullable<paths['/module/account/api/v1/accounts']['get']['parameters']['query']>;

/** getAccountPage({number, size, query, blocked, groupIds, regionIds, position}) (AGENT-04). */
export async function getAccounts(query: AccountPageQuery, signal?: AbortSignal) {
  return unwrap(await api().GET('/module/account/api/v1/accounts', { params: { query }, signal }));
}

export type AdminAccount = Awaited<ReturnType<typeof getAccounts>>['content'][number];

export const accountsQueryOptions = (query: AccountPageQuery) =>
  queryOptions({
    queryKey: ['accounts', 'page', query],
    queryFn: ({ signal }) => getAccounts(query, signal),
    placeholderData: keepPreviousData,
  });

export function useAccounts(query: AccountPageQuery) {
  return useQuery(accountsQueryOptions(query));
}
