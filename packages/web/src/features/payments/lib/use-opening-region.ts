import { useQueries } from '@tanstack/react-query';
import { receiptCountersQueryOptions } from '../api/get-receipt-counters';

/**
 * The region /payments shows: the one chosen (in the address) if it is the user's; otherwise the
 * first of the user's regions with receipts waiting, so finance opens where the work is instead of
 * on an empty region; the first region when none waits. Undefined while the counters are read.
 */
export function useOpeningRegion(regionIds: readonly string[], chosen: string | undefined): string | undefined {
  const asked = chosen && regionIds.includes(chosen) ? chosen : undefined;
  const probe = asked || regionIds.length < 2 ? [] : regionIds;
  const counters = useQueries({ queries: probe.map((regionId) => receiptCountersQueryOptions({ regionId })) });
  if (asked) return asked;
  if (!probe.length) return regionIds[0];
  if (counters.some((counter) => counter.isPending)) return undefined;
  return regionIds.find((_, i) => (counters[i]?.data?.pendingCount ?? 0) > 0) ?? regionIds[0];
}
