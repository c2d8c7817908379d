import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import type { paths } from '@/lib/api/schema';

export type FormBody = paths['/module/quality/api/v1/forms']['post']['requestBody']['content']['application/json'];
export type FormSectionInput = FormBody['sections'][number];
export type FormQuestionInput = FormSectionInput['questions'][number];

/** Creates a form (its version 1) or saves an existing form's next version. */
export function useSaveForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: number; body: FormBody }) =>
      id === undefined
        ? unwrap(await api().POST('/module/quality/api/v1/forms', { body }))
        : unwrap(
            await api().PUT('/module/quality/api/v1/forms/{id}', {
              params: { path: { id } },
              body: { name: body.name, sections: body.sections },
            }),
          ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['quality'] }),
  });
}
