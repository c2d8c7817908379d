import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import { SCRIPTS_PAGE_SIZE } from '../lib/limits';
import type { ScriptFilters } from '../types';

/** One page of scripts, 15 a page (SCRIPT-02, SCRIPT-03, SCRIPT-15); pages count from 1 on screen. */
export async function listScripts(filters: ScriptFilters, signal?: AbortSignal) {
  const { page, ...rest } = filters;
  return unwrap(
    await api().GET('/module/scripts/api/v1/scripts', {
      params: { query: { ...rest, page: page - 1, size: SCRIPTS_PAGE_SIZE } },
      signal,
    }),
  );
}

export const scriptsQueryOptions = (filters: ScriptFilters) =>
  queryOptions({
    queryKey: ['scripts', 'list', filters],
    queryFn: ({ signal }) => listScripts(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useScripts(filters: ScriptFilters) {
  return useQuery(scriptsQueryOptions(filters));
}
