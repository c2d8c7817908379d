import type { GuaranteeStatus } from '@umbrella/contract';

/** GUAR-14: the approve rate, a fraction, as a percentage with two decimals (0.1234 → 12.34%). */
export function formatApproveRate(rate: number | null | undefined): string {
  return rate === null || rate === undefined ? '—' : `${(rate * 100).toFixed(2)}%`;
}

/** GUAR-11..13: green approved, red declined, blue anything else (a draft). */
export function statusColor(status: GuaranteeStatus): 'green' | 'red' | 'blue' {
  if (status === 'APPROVED') return 'green';
  if (status === 'DECLINED') return 'red';
  return 'blue';
}

/** Guarantee set periods travel as YYYY-MM-DD (GUAR-27, ACONST-28). */
export const API_DAY = 'YYYY-MM-DD';
