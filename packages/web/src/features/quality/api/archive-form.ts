import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';

/** Archives a form: no new evaluations with it; evaluations made with it keep it. */
export function useArchiveForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      unwrap(await api().DELETE('/module/quality/api/v1/forms/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['quality', 'forms'] }),
  });
}
