import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';

/** The published sales script of the lead's product (LEAD-12, TASK-14). */
export async function getScript(scriptId: number, signal?: AbortSignal) {
  return unwrap(await api().GET('/module/scripts/api/v1/scripts/{id}', { params: { path: { id: scriptId } }, signal }));
}

export type Script = Awaited<ReturnType<typeof getScript>>;

export const scriptQueryOptions = (scriptId: number) =>
  queryOptions({
    queryKey: ['scripts', scriptId],
    queryFn: ({ signal }) => getScript(scriptId, signal),
    staleTime: 10 * 60_000,
    // A product without a published script shows "no script", never the page's error view.
    meta: { errorMode: 'silent' },
  });

export function useScript(scriptId: number | null) {
  return useQuery({ ...scriptQueryOptions(scriptId ?? 0), enabled: scriptId !== null });
}
