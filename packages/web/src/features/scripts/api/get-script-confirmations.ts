import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';

/** Who has and has not confirmed the script's latest published version (managers' view). */
export function useScriptConfirmations(scriptId: number) {
  return useQuery({
    queryKey: ['scripts', 'confirmations', scriptId],
    queryFn: async ({ signal }) =>
      unwrap(
        await api().GET('/module/scripts/api/v1/scripts/{id}/confirmations', {
          params: { path: { id: scriptId } },
          signal,
        }),
      ),
  });
}
