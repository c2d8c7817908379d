import { queryOptions, useQuery } from '@tanstack/react-query';
import { ERROR_CODES } from '@umbrella/contract';
import { api, unwrap } from '@/lib/api/api';
import { ApiError } from '@/lib/errors/app-errors';

/** The caller's voip block (PHONE-03, PHONE-41, AUTH-14); null when the server has no telephony. */
export async function getVoipConfig(signal?: AbortSignal) {
  try {
    return unwrap(await api().GET('/module/resources/api/v1/voip-config/me', { signal }));
  } catch (error) {
    // No PBX configured: telephony is plainly off, which is not an error the user must see.
    if (error instanceof ApiError && error.code === ERROR_CODES.voipNotConfigured) return null;
    throw error;
  }
}

export type VoipConfig = NonNullable<Awaited<ReturnType<typeof getVoipConfig>>>;

export const voipConfigQueryOptions = (accountId: number) =>
  queryOptions({
    queryKey: ['telephony', 'voip-config', accountId],
    queryFn: ({ signal }) => getVoipConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
    // A failure is shown as the spec's notification, not as the global error dialog (PHONE-04).
    meta: { errorMode: 'silent' },
  });

export function useVoipConfig(accountId: number | undefined, enabled: boolean) {
  return useQuery({ ...voipConfigQueryOptions(accountId ?? 0), enabled: enabled && accountId !== undefined });
}
