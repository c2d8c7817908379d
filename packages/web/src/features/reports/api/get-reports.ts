import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import type { ReportTab } from '../types';

/** The reports page and its counters (RECON-09, RECON-11, RECON-18). */
export function useReports(tab: ReportTab, page: number) {
  const status = tab === 'ALL' ? undefined : tab;
  return useQuery({
    queryKey: ['reports', 'list', tab, page],
    queryFn: async ({ signal }) =>
      unwrap(
        await api().GET('/module/payments/api/v1/reports', { params: { query: { status, page, size: 20 } }, signal }),
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useReportCounters() {
  return useQuery({
    queryKey: ['reports', 'counters'],
    queryFn: async ({ signal }) => unwrap(await api().GET('/module/payments/api/v1/reports/counters', { signal })),
    staleTime: 0,
  });
}

export function useReportErrorSummary(id: number) {
  return useQuery({
    queryKey: ['reports', 'errors', id],
    queryFn: async ({ signal }) =>
      unwrap(
        await api().GET('/module/payments/api/v1/reports/{paymentDocumentId}/errors/summary', {
          params: { path: { paymentDocumentId: id } },
          signal,
        }),
      ),
  });
}

export function useReportProviders(enabled: boolean) {
  return useQuery({
    queryKey: ['reports', 'providers'],
    queryFn: async ({ signal }) => unwrap(await api().GET('/module/payments/api/v1/reports/providers', { signal })),
    enabled,
    staleTime: 5 * 60_000,
  });
}
