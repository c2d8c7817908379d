import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import type { paths } from '@/lib/api/schema';

export type FormsQuery = NonNullable<paths['/module/quality/api/v1/forms']['get']['parameters']['query']>;

/** A page of the evaluation forms of the user's regions, newest first (decision 1806). */
export async function listForms(query: FormsQuery, signal?: AbortSignal) {
  return unwrap(await api().GET('/module/quality/api/v1/forms', { params: { query }, signal }));
}

export type QualityFormSummary = Awaited<ReturnType<typeof listForms>>['content'][number];

export const formsQueryOptions = (query: FormsQuery) =>
  queryOptions({
    queryKey: ['quality', 'forms', query],
    queryFn: ({ signal }) => listForms(query, signal),
    placeholderData: keepPreviousData,
  });

export function useForms(query: FormsQuery) {
  return useQuery(formsQueryOptions(query));
}
