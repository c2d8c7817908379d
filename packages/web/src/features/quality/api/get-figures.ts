import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import type { paths } from '@/lib/api/schema';

export type FiguresQuery = NonNullable<paths['/module/quality/api/v1/figures']['get']['parameters']['query']>;
export type CriticalFailsQuery = NonNullable<
  paths['/module/quality/api/v1/critical-fails']['get']['parameters']['query']
>;

async function getFigures(query: FiguresQuery, signal?: AbortSignal) {
  return unwrap(await api().GET('/module/quality/api/v1/figures', { params: { query }, signal }));
}

async function getCriticalFails(query: CriticalFailsQuery, signal?: AbortSignal) {
  return unwrap(await api().GET('/module/quality/api/v1/critical-fails', { params: { query }, signal }));
}

export type QualityFigures = Awaited<ReturnType<typeof getFigures>>;
export type QualitySeries = QualityFigures['agents'][number];
export type QualityCriticalFail = Awaited<ReturnType<typeof getCriticalFails>>['content'][number];

/** Average scores per agent, team and product, week by week (decision 1814). */
export function useFigures(query: FiguresQuery) {
  return useQuery({
    queryKey: ['quality', 'figures', query],
    queryFn: ({ signal }) => getFigures(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** A page of the evaluations a critical question zeroed, newest first. */
export function useCriticalFails(query: CriticalFailsQuery) {
  return useQuery({
    queryKey: ['quality', 'critical-fails', query],
    queryFn: ({ signal }) => getCriticalFails(query, signal),
    placeholderData: keepPreviousData,
  });
}
