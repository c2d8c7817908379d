import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import type { ApiSchema } from '@/lib/api/types';
import type { PayslipFilters } from './get-payslip';

export type SalaryItem = ApiSchema<'SalaryItem'>;

/** A person's salary items (PAYSLIP-14). */
export async function getSalaryItems(
  accountPayslipId: number,
  chargeType: PayslipFilters['chargeType'],
  signal?: AbortSignal,
) {
  return unwrap(
    await api().GET('/module/payslips/api/v1/account-payslips/{accountPayslipId}/salary-items', {
      params: { path: { accountPayslipId }, query: { chargeType } },
      signal,
    }),
  );
}

export const salaryItemsQueryOptions = (accountPayslipId: number, chargeType: PayslipFilters['chargeType']) =>
  queryOptions({
    queryKey: ['payslips', 'salary-items', accountPayslipId, chargeType],
    queryFn: ({ signal }) => getSalaryItems(accountPayslipId, chargeType, signal),
  });

export function useSalaryItems(accountPayslipId: number, chargeType: PayslipFilters['chargeType']) {
  return useQuery(salaryItemsQueryOptions(accountPayslipId, chargeType));
}
