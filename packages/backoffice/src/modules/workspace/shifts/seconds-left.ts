/** Whole seconds left on a shift at `now` (never negative): the shift's answer and its ending notice say it. */
import type { ShiftRow } from './repo.js';

export function secondsLeft(row: Pick<ShiftRow, 'ends_at'>, now: Date): number {
  return Math.max(0, Math.floor((new Date(row.ends_at).getTime() - now.getTime()) / 1000));
}
