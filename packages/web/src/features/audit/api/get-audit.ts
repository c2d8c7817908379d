import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import type { paths } from '@/lib/api/schema';

export type AuditQuery = NonNullable<paths['/module/account/api/v1/audit']['get']['parameters']['query']>;

/** The audit log: a page of entries, newest first. */
export async function getAudit(query: AuditQuery, signal?: AbortSignal) {
  return unwrap(await api().GET('/module/account/api/v1/audit', { params: { query }, signal }));
}

export type AuditEntry = Awaited<ReturnType<typeof getAudit>>['content'][number];

export const auditQueryOptions = (query: AuditQuery) =>
  queryOptions({
    queryKey: ['audit', 'entries', query],
    queryFn: ({ signal }) => getAudit(query, signal),
    placeholderData: keepPreviousData,
  });

export function useAudit(query: AuditQuery) {
  return useQuery(auditQueryOptions(query));
}
