import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';
import { currentShiftQueryOptions } from './get-current-shift';

/** Shift start (SHIFT-02, SHIFT-15); a running shift comes back unchanged, so a double click is harmless. */
export async function startShift() {
  return unwrap(await api().POST('/module/shifts/api/v1/shifts/start'));
}

export function useStartShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startShift,
    onSuccess: (shift) => queryClient.setQueryData(currentShiftQueryOptions().queryKey, shift),
  });
}
