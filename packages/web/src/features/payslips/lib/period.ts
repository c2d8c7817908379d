import type { Dayjs } from 'dayjs';

/**
 * The payslip period (PAYSLIP-08, decision 1604): the chosen calendar days, sent from the start of
 * the first (00:00:00.000 UTC) to the end of the last (23:59:59.999 UTC).
 */
export function payslipPeriod(first: Dayjs, last: Dayjs): { from: string; to: string } {
  return {
    from: `${first.format('YYYY-MM-DD')}T00:00:00.000Z`,
    to: `${last.format('YYYY-MM-DD')}T23:59:59.999Z`,
  };
}

/** PAYSLIP-07: days after today cannot be picked. */
export function isFutureDay(day: Dayjs, today: Dayjs): boolean {
  return day.isAfter(today, 'day');
}
