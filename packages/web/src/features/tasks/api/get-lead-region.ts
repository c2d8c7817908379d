import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';

/** The region of a lead (AUTH-26 "by lead"), loaded after a task (TASK-14). */
export async function getLeadRegion(leadId: number, signal?: AbortSignal) {
  return unwrap(
    await api().GET('/module/catalog/api/v1/regions/by-lead/{leadId}', { params: { path: { leadId } }, signal }),
  );
}

export const leadRegionQueryOptions = (leadId: number) =>
  queryOptions({
    queryKey: ['catalog', 'region-by-lead', leadId],
    queryFn: ({ signal }) => getLeadRegion(leadId, signal),
    staleTime: 60 * 60_000,
    meta: { errorMode: 'page' },
  });

export function useLeadRegion(leadId: number) {
  return useQuery(leadRegionQueryOptions(leadId));
}
