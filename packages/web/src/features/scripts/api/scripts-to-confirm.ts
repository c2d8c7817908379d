import { useMutation, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';

/** Published scripts of my products I have not confirmed yet (SCRIPT-17, SCRIPT-25). */
export async function getScriptsToConfirm(signal?: AbortSignal) {
  return unwrap(await api().GET('/module/scripts/api/v1/script-versions/to-confirm', { signal }));
}

export function useScriptsToConfirm() {
  return useQuery({
    queryKey: ['scripts', 'to-confirm'],
    queryFn: ({ signal }) => getScriptsToConfirm(signal),
    // The screen keeps the list it opened with; confirming marks items done in place (SCRIPT-19).
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export async function confirmScriptVersion(id: number) {
  await api().POST('/module/scripts/api/v1/script-versions/{id}/confirm', { params: { path: { id } } });
}

export function useConfirmScript() {
  return useMutation({ mutationFn: confirmScriptVersion });
}
