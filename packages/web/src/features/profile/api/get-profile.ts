import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import type { ApiResponse } from '@/lib/api/types';

export type Profile = ApiResponse<'/module/profile/api/v1/profiles/{accountId}', 'get'>;

/** getProfile by id (PROFILE-03). */
export async function getProfile(accountId: number, signal?: AbortSignal) {
  return unwrap(
    await api().GET('/module/profile/api/v1/profiles/{accountId}', { params: { path: { accountId } }, signal }),
  );
}

export const profileQueryOptions = (accountId: number) =>
  queryOptions({
    queryKey: ['profile', accountId],
    queryFn: ({ signal }) => getProfile(accountId, signal),
    // The page answers a failure itself: another's profile sends the user to their own (PROFILE-13).
    meta: { errorMode: 'page' },
  });

export function useProfile(accountId: number | undefined) {
  return useQuery({ ...profileQueryOptions(accountId ?? 0), enabled: accountId !== undefined });
}
