import { api } from '@/lib/api/api';

/** Shift end (SHIFT-07, SHIFT-08); without a running shift it is a no-op, so "end, then log out" never fails. */
export async function endShift(): Promise<void> {
  await api().POST('/module/shifts/api/v1/shifts/end');
}
