import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import type { ApiBody } from '@/lib/api/types';

const P = '/module/payslips/api/v1';
export type AccrualBody = ApiBody<'/module/payslips/api/v1/salary-items', 'post'>;
export type AccrualFields = Omit<AccrualBody, 'accountPayslipId'>;

/** The payslip's changes (PAYSLIP-28..37): each re-reads the payslips afterwards. */
export const payslipActions = {
  approve: async (payslipId: number) =>
    unwrap(await api().POST(`${P}/payslips/{payslipId}/approve`, { params: { path: { payslipId } } })),
  remove: async (payslipId: number) =>
    unwrap(await api().DELETE(`${P}/payslips/{payslipId}`, { params: { path: { payslipId } } })),
  addAccrual: async (body: AccrualBody) => unwrap(await api().POST(`${P}/salary-items`, { body })),
  updateAccrual: async (salaryItemId: number, body: AccrualFields) =>
    unwrap(await api().PUT(`${P}/salary-items/{salaryItemId}`, { params: { path: { salaryItemId } }, body })),
  deleteAccrual: async (salaryItemId: number) =>
    unwrap(await api().DELETE(`${P}/salary-items/{salaryItemId}`, { params: { path: { salaryItemId } } })),
};

export function usePayslipAction<A, R>(action: (args: A) => Promise<R>, errorMode: 'global' | 'page' = 'global') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    // The change is done when the server answers: a dialog closes then, and the lists catch up
    // behind it instead of holding it open until every payslip query has fetched again.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['payslips'] });
    },
    meta: { errorMode },
  });
}
