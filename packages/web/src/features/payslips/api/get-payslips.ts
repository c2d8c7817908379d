import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import type { ApiSchema } from '@/lib/api/types';

export type Payslip = ApiSchema<'Payslip'>;
export const PAYSLIPS_PAGE_SIZE = 20;

/** Payslip list (PAYSLIP-03). */
export async function getPayslips(page: number, signal?: AbortSignal) {
  return unwrap(
    await api().GET('/module/payslips/api/v1/payslips', {
      params: { query: { page, size: PAYSLIPS_PAGE_SIZE } },
      signal,
    }),
  );
}

export const payslipsQueryOptions = (page: number) =>
  queryOptions({ queryKey: ['payslips', 'list', page], queryFn: ({ signal }) => getPayslips(page, signal) });

export function usePayslips(page: number) {
  return useQuery(payslipsQueryOptions(page));
}
