/** Minor units shown divided by 100 with 2 decimals and the currency (OCONST-19). */
export function formatMoney(minor: number, currency?: string): string {
  const amount = (minor / 100).toFixed(2);
  return currency ? `${amount} ${currency}` : amount;
}
