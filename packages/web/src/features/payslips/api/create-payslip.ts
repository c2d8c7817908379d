import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';

/** Create a draft (from, to) (PAYSLIP-09); the screen shows a failure itself (PAYSLIP-10). */
export async function createPayslip(body: { from: string; to: string }) {
  return unwrap(await api().POST('/module/payslips/api/v1/payslips', { body }));
}

export function useCreatePayslip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPayslip,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['payslips', 'list'] }),
    meta: { errorMode: 'page' },
  });
}
