import type { ApiResponse } from '@/lib/api/types';

export type ReportsPage = ApiResponse<'/module/payments/api/v1/reports', 'get'>;
export type Report = ReportsPage['content'][number];
export type ReportStatus = Report['status'];
export type ReportCounters = ApiResponse<'/module/payments/api/v1/reports/counters', 'get'>;
/** The list's tabs (RECON-09): all, or one status. */
export type ReportTab = 'ALL' | 'APPROVED' | 'DECLINED' | 'APPROVED_WITH_WARNINGS';
/** A file's error as the gateway answers it (RECON-15): its spec type, and its code and values (decision 1832). */
export type ReportRowError = {
  type: string;
  code?: string;
  values?: Record<string, string | number>;
  row?: number | null;
  column?: string;
  message: string;
};
