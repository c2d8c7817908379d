import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';

/** A form with its current version: what the editor opens with. */
export async function getForm(id: number, signal?: AbortSignal) {
  return unwrap(await api().GET('/module/quality/api/v1/forms/{id}', { params: { path: { id } }, signal }));
}

export type QualityFormDetail = Awaited<ReturnType<typeof getForm>>;

export const formQueryOptions = (id: number | undefined) =>
  queryOptions({
    queryKey: ['quality', 'form', id],
    enabled: id !== undefined,
    queryFn: ({ signal }) => getForm(id as number, signal),
  });

export function useForm(id: number | undefined) {
  return useQuery(formQueryOptions(id));
}
