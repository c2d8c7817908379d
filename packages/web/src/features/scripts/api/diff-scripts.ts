import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';

/** The back-office's diff of two versions as HTML (SCRIPT-14). */
export async function diffScripts(oldHtml: string, newHtml: string, signal?: AbortSignal) {
  return unwrap(await api().POST('/module/scripts/api/v1/scripts/diff', { body: { oldHtml, newHtml }, signal }));
}

export function useScriptDiff(oldHtml: string | undefined, newHtml: string | undefined) {
  return useQuery({
    queryKey: ['scripts', 'diff', oldHtml, newHtml],
    queryFn: ({ signal }) => diffScripts(oldHtml ?? '', newHtml ?? '', signal),
    enabled: oldHtml !== undefined && newHtml !== undefined,
  });
}
