import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';

/** getValidationErrors(id) → {errors: [{error}]} (DREP-20). */
export function useValidationErrors(id: number) {
  return useQuery({
    queryKey: ['provider-reports', 'errors', id],
    queryFn: async ({ signal }) =>
      unwrap(
        await api().GET('/module/delivery/api/v1/reports/{id}/validation-errors', { params: { path: { id } }, signal }),
      ),
  });
}
