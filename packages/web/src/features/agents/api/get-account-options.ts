import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';

/** getCurrencyCodes (AGENT-32). */
export function useCurrencyCodes() {
  return useQuery({
    queryKey: ['accounts', 'currency-codes'],
    queryFn: async ({ signal }) =>
      unwrap(await api().GET('/module/account/api/v1/accounts/currency-codes', { signal })),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** getFeatures(0, 100) (GROUP-20). */
export function useFeatures() {
  return useQuery({
    queryKey: ['accounts', 'features'],
    queryFn: async ({ signal }) =>
      unwrap(
        await api().GET('/module/account/api/v1/features', { params: { query: { number: 0, size: 100 } }, signal }),
      ),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** A fresh password from the server's cryptographic generator (AGENT-34, AGENT-35; decision 1401). */
export async function generatePassword(): Promise<string> {
  return unwrap(await api().POST('/module/account/api/v1/accounts/generated-password')).password;
}

/** getWebmasterPage(0, 5000) (GROUP-19): every webmaster, the options of a group's webmaster selector. */
export function useWebmasters() {
  return useQuery({
    queryKey: ['accounts', 'webmasters'],
    queryFn: async ({ signal }) =>
      unwrap(
        await api().GET('/module/webmasters/api/v1/webmasters', {
          params: { query: { number: 0, size: 5000 } },
          signal,
        }),
      ),
  });
}
