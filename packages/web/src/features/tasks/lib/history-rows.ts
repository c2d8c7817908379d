import { ORDER_STATUS, statusTag } from '@umbrella/contract';

/** A history row (TASK-25): id, name, status, lastdate, phone. */
export type HistoryRow = { id: number; name: string; status: number; lastdate: string; phone: string };

/**
 * The history list's row rules: a row with status 10 (Claimed) goes when the same id also
 * appears with another status (TASK-26), and duplicate rows are dropped (TASK-27). Order kept.
 */
export function historyRows<T extends HistoryRow>(items: readonly T[]): T[] {
  const otherStatus = new Set(items.filter((row) => row.status !== ORDER_STATUS.CLAIMED).map((row) => row.id));
  const seen = new Set<string>();
  return items.filter((row) => {
    if (row.status === ORDER_STATUS.CLAIMED && otherStatus.has(row.id)) return false;
    const key = `${row.id}:${row.status}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Select is disabled for canceled or confirmed rows unless a filter is given (TASK-28); the
 * list's "canceled" and "confirmed" tags decide which statuses those are (A-13, decision 0806).
 */
export function selectDisabled(row: Pick<HistoryRow, 'status'>, filtered: boolean): boolean {
  if (filtered) return false;
  const tag = statusTag(row.status);
  return tag === 'canceled' || tag === 'confirmed';
}
