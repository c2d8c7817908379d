import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import { setUserTimezone } from '@/lib/format/date-settings';

/** Account info of the signed-in user (AUTH-07, AUTH-25). A blocked account answers 403 ACCOUNT_BLOCKED. */
export async function getMe(signal?: AbortSignal) {
  return unwrap(await api().GET('/module/account/api/v1/me', { signal }));
}

export type AccountInfo = Awaited<ReturnType<typeof getMe>>;

/** Dates are shown in the user's timezone from the moment the account info arrives (AUTH-19). */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'me'],
    queryFn: async ({ signal }) => {
      const me = await getMe(signal);
      setUserTimezone(me.timezone);
      return me;
    },
    staleTime: 5 * 60_000,
  });

export function useMe(enabled = true) {
  return useQuery({ ...meQueryOptions(), enabled });
}
