import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import type { Tag } from '../types';

/** A region's tags, system tags first (SEARCH-45). */
export async function getTags(regionId: string, signal?: AbortSignal): Promise<Tag[]> {
  return unwrap(await api().GET('/module/orders/api/v1/tags', { params: { query: { regionId } }, signal }));
}

export const tagsQueryOptions = (regionId: string) =>
  queryOptions({ queryKey: ['tags', regionId], queryFn: ({ signal }) => getTags(regionId, signal), staleTime: 60_000 });

export function useTags(regionId: string | undefined) {
  return useQuery({ ...tagsQueryOptions(regionId ?? ''), enabled: !!regionId });
}
