import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import type { DepositAccountInput } from '../types';

/** A region's deposit accounts: where its Deposit customers are told to pay (decision 1790). */
export async function getDepositAccounts(regionId: string, signal?: AbortSignal) {
  return unwrap(
    await api().GET('/module/deposit-accounts/api/v1/regions/{regionId}', { params: { path: { regionId } }, signal }),
  );
}

export const depositAccountsQueryOptions = (regionId: string) =>
  queryOptions({
    queryKey: ['payments', 'deposit-accounts', regionId],
    queryFn: ({ signal }) => getDepositAccounts(regionId, signal),
  });

export function useDepositAccounts(regionId: string | undefined, enabled: boolean) {
  return useQuery({ ...depositAccountsQueryOptions(regionId ?? ''), enabled: enabled && Boolean(regionId) });
}

/** Replaces the region's list as a whole; a refused field comes back under its row. */
export function useSaveDepositAccounts(regionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (accounts: DepositAccountInput[]) =>
      unwrap(
        await api().PUT('/module/deposit-accounts/api/v1/regions/{regionId}', {
          params: { path: { regionId } },
          body: { accounts },
        }),
      ),
    onSuccess: (saved) => queryClient.setQueryData(depositAccountsQueryOptions(regionId).queryKey, saved),
    // The dialog says what failed, under the field it names.
    meta: { errorMode: 'silent' },
  });
}
