import { useQuery } from '@tanstack/react-query';
import { compareTime } from '@/lib/api/compare-time';
import { WrongClockError } from '@/lib/errors/app-errors';
import { raiseError } from '@/lib/errors/error-store';

/**
 * Compares the device clock with the server's once per signed-in load (AUTH-20, A-28); the server
 * decides the tolerance. A wrong clock opens "Wrong local time" (ERR-09).
 */
export function useClockCheck(enabled: boolean): void {
  useQuery({
    queryKey: ['account', 'compare-time'],
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      const result = await compareTime();
      if (!result.valid) raiseError(new WrongClockError(result.differenceSeconds));
      return result;
    },
  });
}
