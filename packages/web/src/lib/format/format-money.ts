import { REGIONS } from '@umbrella/contract';

const formatters = new Map<string, Intl.NumberFormat>();

/** The number format of a currency: its region's locale (es-CL for CLP…) and the currency's own minor digits. */
function formatterOf(currency: string | undefined): Intl.NumberFormat {
  const key = currency ?? '';
  let format = formatters.get(key);
  if (!format) {
    const region = REGIONS.find((r) => r.currency === currency);
    const digits = currency
      ? new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits
      : 2;
    format = new Intl.NumberFormat(region?.locale ?? 'es', {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, format);
  }
  return format;
}

/**
 * Money everywhere it is shown (decision 1035): minor units (OCONST-19) written in the currency's
 * region locale with the currency's minor digits, then its code — "24.990 CLP", "149,90 PEN".
 */
export function formatMoney(minor: number, currency?: string): string {
  const amount = formatterOf(currency).format(minor / 100);
  return currency ? `${amount} ${currency}` : amount;
}
