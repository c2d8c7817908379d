import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import type { ApiSchema } from '@/lib/api/types';

export type PayslipContent = ApiSchema<'Payslip'>;
export type PayslipPerson = ApiSchema<'PayslipPerson'>;
export type PayslipFilters = {
  chargeType: NonNullable<PayslipContent['totals'][number]['chargeTypeItem']> | 'ALL';
  accountBlockedFilter: 'ALL' | 'BLOCKED' | 'NOT_BLOCKED';
};

/** Payslip content (payslipId, chargeType, accountBlockedFilter) (PAYSLIP-19). */
export async function getPayslip(payslipId: number, filters: PayslipFilters, signal?: AbortSignal) {
  return unwrap(
    await api().GET('/module/payslips/api/v1/payslips/{payslipId}', {
      params: { path: { payslipId }, query: filters },
      signal,
    }),
  );
}

export const payslipQueryOptions = (payslipId: number, filters: PayslipFilters) =>
  queryOptions({
    queryKey: ['payslips', 'content', payslipId, filters],
    queryFn: ({ signal }) => getPayslip(payslipId, filters, signal),
    placeholderData: keepPreviousData,
  });

export function usePayslip(payslipId: number, filters: PayslipFilters) {
  return useQuery({ ...payslipQueryOptions(payslipId, filters), meta: { errorMode: 'page' } });
}
