import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/api';

/**
 * Shift extend (SHIFT-06, SHIFT-11, SHIFT-14): answers the seconds until the end. A 409
 * SHIFT_NOT_ACTIVE means there is no shift to extend; the caller shows the new-shift prompt.
 */
export async function extendShift() {
  return unwrap(await api().POST('/module/shifts/api/v1/shifts/extend'));
}

export type ShiftExtension = Awaited<ReturnType<typeof extendShift>>;

export function useExtendShift() {
  return useMutation({ mutationFn: extendShift, meta: { errorMode: 'silent' } });
}
