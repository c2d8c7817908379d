import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeadFullDetails } from '@umbrella/contract';
import { api, unwrap } from '@/lib/api/api';

/** Everything known about a lead (ADMIN-12): the lead page's one request; needs lead:details:read. */
export async function getLeadDetails(leadId: number, signal?: AbortSignal): Promise<LeadFullDetails> {
  return unwrap(
    await api().GET('/module/leads/api/v1/leads/{leadId}/details', { params: { path: { leadId } }, signal }),
  ) as LeadFullDetails;
}

export const leadDetailsQueryOptions = (leadId: number) =>
  queryOptions({
    queryKey: ['leads', 'details', leadId],
    queryFn: ({ signal }) => getLeadDetails(leadId, signal),
    staleTime: 0,
    // A missing or refused lead is this page's own error view, not the global dialog.
    meta: { errorMode: 'page' },
  });

export function useLeadDetails(leadId: number) {
  return useQuery({ ...leadDetailsQueryOptions(leadId), enabled: Number.isInteger(leadId) && leadId > 0 });
}
