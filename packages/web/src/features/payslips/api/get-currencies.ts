import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';

/** The accrual currencies (PAYSLIP-25). */
export async function getCurrencies(signal?: AbortSignal) {
  return unwrap(await api().GET('/module/payslips/api/v1/currencies', { signal }));
}

export function useCurrencies(enabled: boolean) {
  return useQuery({
    queryKey: ['payslips', 'currencies'],
    queryFn: ({ signal }) => getCurrencies(signal),
    enabled,
    staleTime: 10 * 60_000,
  });
}
