import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import type { paths } from '@/lib/api/schema';

export type QueueQuery = NonNullable<paths['/module/quality/api/v1/queue']['get']['parameters']['query']>;

/** A page of the week's calls to evaluate: each agent's sample (decision 1810). */
export async function getQueue(query: QueueQuery, signal?: AbortSignal) {
  return unwrap(await api().GET('/module/quality/api/v1/queue', { params: { query }, signal }));
}

export type QualityQueuePage = Awaited<ReturnType<typeof getQueue>>;
export type QualityQueueItem = QualityQueuePage['content'][number];

export function useQueue(query: QueueQuery) {
  return useQuery(
    queryOptions({
      queryKey: ['quality', 'queue', query],
      queryFn: ({ signal }) => getQueue(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
