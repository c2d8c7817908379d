import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import type { paths } from '@/lib/api/schema';

export type CallsQuery = NonNullable<paths['/module/resources/api/v1/cdr/calls']['get']['parameters']['query']>;

/** getAgentCallsPage (CDR-05). */
export async function getCalls(query: CallsQuery, signal?: AbortSignal) {
  return unwrap(await api().GET('/module/resources/api/v1/cdr/calls', { params: { query }, signal }));
}

export type CallRecord = Awaited<ReturnType<typeof getCalls>>['content'][number];

export const callsQueryOptions = (query: CallsQuery) =>
  queryOptions({
    queryKey: ['cdr', 'calls', query],
    queryFn: ({ signal }) => getCalls(query, signal),
    placeholderData: keepPreviousData,
  });

export function useCalls(query: CallsQuery) {
  return useQuery(callsQueryOptions(query));
}

/** CDR-12: where a call's recording is loaded from. */
export const audioUrl = (callAudioSrc: string) =>
  `/module/resources/api/v1/cdr/audio/${encodeURIComponent(callAudioSrc)}`;
