import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import { withoutIdempotencyKey } from '@/lib/api/client';

/**
 * fetch-by-id {leadId} (LEAD-58): the lead with the caller's awaiting leads, without claiming it.
 * The lead view's details and the header's New order read the same cache entry.
 */
export async function fetchLead(leadId: number, signal?: AbortSignal) {
  return unwrap(
    await api().POST('/module/leads/leads/fetch-by-id', {
      body: { leadId },
      signal,
      middleware: [withoutIdempotencyKey],
    }),
  );
}

export type LeadDetails = Awaited<ReturnType<typeof fetchLead>>;

export const leadQueryOptions = (leadId: number) =>
  queryOptions({
    queryKey: ['leads', 'details', leadId],
    queryFn: ({ signal }) => fetchLead(leadId, signal),
    staleTime: 0,
    meta: { errorMode: 'page' },
  });

export function useLead(leadId: number | null) {
  return useQuery({ ...leadQueryOptions(leadId ?? 0), enabled: leadId !== null });
}
