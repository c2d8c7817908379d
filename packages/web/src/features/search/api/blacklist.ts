import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import type { ApiBody, ApiSchema } from '@/lib/api/types';

export type BlacklistEntry = ApiSchema<'BlacklistEntry'>;
export type BlacklistPageBody = ApiBody<'/module/leads/api/v1/blacklist/all', 'post'>;
export type BlacklistAddBody = ApiBody<'/module/leads/api/v1/blacklist/add', 'post'>;

const KEY = ['blacklist'] as const;

/** POST /blacklist/all (BLACKLIST-10); the fetch policy retries network errors 10 × 500 ms (BLACKLIST-12). */
export async function getBlacklist(body: BlacklistPageBody, signal?: AbortSignal) {
  return unwrap(await api().POST('/module/leads/api/v1/blacklist/all', { body, signal }));
}

export function useBlacklist(body: BlacklistPageBody) {
  return useQuery({
    queryKey: [...KEY, body],
    queryFn: ({ signal }) => getBlacklist(body, signal),
    placeholderData: keepPreviousData,
  });
}

/** Block a client, then read the list again (BLACKLIST-11). */
export function useBlockPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BlacklistAddBody) =>
      unwrap(await api().POST('/module/leads/api/v1/blacklist/add', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
    meta: { errorMode: 'silent' },
  });
}

/** Unblock an entry (BLACKLIST-11). */
export function useUnblockPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await api().DELETE('/module/leads/api/v1/blacklist/delete/{id}', { params: { path: { id } } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
    meta: { errorMode: 'silent' },
  });
}
