/** The form's amount in minor units: × 100, and 0 when empty (PAY-19). */
export function toMinorUnits(amount: number | string | null | undefined): number {
  if (amount === null || amount === undefined || amount === '') return 0;
  return Math.round(Number(amount) * 100);
}

/** Minor units as the form edits them: divided by 100 (PAY-09). */
export function fromMinorUnits(minor: number | null | undefined): number | null {
  return minor === null || minor === undefined ? null : minor / 100;
}
