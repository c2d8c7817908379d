import { queryOptions, useQuery } from '@tanstack/react-query';
import { DELIVERY_REPORT_LIST_LIMIT, DELIVERY_REPORT_REFRESH_MS, deliveryReportStatus } from '@umbrella/contract';
import { api, unwrap } from '@/lib/api/api';
import type { ProviderReport } from '../types';

/** getReports(providerId, limit 3) (DREP-05, DREP-06). */
export async function getProviderReports(providerId: number, signal?: AbortSignal): Promise<ProviderReport[]> {
  return unwrap(
    await api().GET('/module/delivery/api/v1/reports', {
      params: { query: { providerId, limit: DELIVERY_REPORT_LIST_LIMIT } },
      signal,
    }),
  );
}

export const providerReportsKey = (providerId: number | undefined) => ['provider-reports', 'list', providerId] as const;

/** True while a listed report is Processing: only then is the list fetched again after 15 s (DREP-16, DREP-17). */
export const anyProcessing = (reports: readonly ProviderReport[] | undefined) =>
  (reports ?? []).some((r) => deliveryReportStatus(r) === 'Processing');

export function useProviderReports(providerId: number | undefined) {
  return useQuery({
    ...queryOptions({
      queryKey: providerReportsKey(providerId),
      queryFn: ({ signal }) => getProviderReports(providerId ?? 0, signal),
      staleTime: 0,
    }),
    enabled: providerId !== undefined,
    refetchInterval: (query) => (anyProcessing(query.state.data) ? DELIVERY_REPORT_REFRESH_MS : false),
  });
}
