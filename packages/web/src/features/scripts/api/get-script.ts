import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import { SCRIPT_VERSIONS_PAGE_SIZE } from '../lib/limits';

/** A script as the editor shows it (SCRIPT-06). */
export async function getScript(id: number, signal?: AbortSignal) {
  return unwrap(await api().GET('/module/scripts/api/v1/scripts/{id}/details', { params: { path: { id } }, signal }));
}

/** Its versions, newest first, 100 a page (SCRIPT-15). */
export async function getScriptVersions(id: number, signal?: AbortSignal) {
  return unwrap(
    await api().GET('/module/scripts/api/v1/scripts/{id}/versions', {
      params: { path: { id }, query: { page: 0, size: SCRIPT_VERSIONS_PAGE_SIZE } },
      signal,
    }),
  );
}

export const scriptQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['scripts', 'script', id], queryFn: ({ signal }) => getScript(id, signal) });

export const scriptVersionsQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['scripts', 'versions', id], queryFn: ({ signal }) => getScriptVersions(id, signal) });

export function useScript(id: number | undefined) {
  return useQuery({ ...scriptQueryOptions(id ?? 0), enabled: id !== undefined });
}

export function useScriptVersions(id: number | undefined) {
  return useQuery({ ...scriptVersionsQueryOptions(id ?? 0), enabled: id !== undefined });
}
