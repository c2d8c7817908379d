import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import type { ApiBody } from '@/lib/api/types';

export type UpdateEmployeeBody = ApiBody<'/module/staff/api/v1/employees', 'put'>;

/** updateEmployeeInfo (EMP-19). */
export async function updateEmployee(body: UpdateEmployeeBody) {
  return unwrap(await api().PUT('/module/staff/api/v1/employees', { body }));
}

export function useUpdateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmployee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['employees', 'list'] }),
    meta: { errorMode: 'page' },
  });
}
