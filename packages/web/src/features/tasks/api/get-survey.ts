import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';

/** check-form/{id} (LEAD-53, LEAD-61): the customer survey of a lead. */
export async function getSurvey(leadId: number, signal?: AbortSignal) {
  return unwrap(await api().GET('/module/leads/forms/check-form/{id}', { params: { path: { id: leadId } }, signal }));
}

export const surveyQueryOptions = (leadId: number) =>
  queryOptions({
    queryKey: ['leads', 'survey', leadId],
    queryFn: ({ signal }) => getSurvey(leadId, signal),
    meta: { errorMode: 'page' },
  });

export function useSurvey(leadId: number) {
  return useQuery(surveyQueryOptions(leadId));
}
