/**
 * Money, the one way for the web and the servers (decision 1035, amended by 1768). Amounts travel
 * and are stored in minor units, hundredths of the currency for every currency here, CLP and COP
 * included (OCONST-19); forms edit currency units.
 */
import { REGIONS } from './regions.js';

const MINOR_PER_UNIT = 100;

/** A typed amount in currency units → minor units; empty is 0 (PAY-19). */
export function toMinorUnits(units: number | string | null | undefined): number {
  if (units === null || units === undefined || units === '') return 0;
  return Math.round(Number(units) * MINOR_PER_UNIT);
}

/** Minor units → currency units, as a form edits them (PAY-09). */
export function fromMinorUnits(minor: number): number;
export function fromMinorUnits(minor: number | null | undefined): number | null;
export function fromMinorUnits(minor: number | null | undefined): number | null {
  return minor === null || minor === undefined ? null : minor / MINOR_PER_UNIT;
}

/**
 * The locale a currency's amounts are written in: its region's (es-CL for CLP), US English for the
 * dollar the payslips convert to, so "17.60 USD" reads like "16.89 PEN" beside it.
 */
function localeOf(currency: string | undefined): string {
  if (currency === 'USD') return 'en-US';
  return REGIONS.find((r) => r.currency === currency)?.locale ?? 'es-PE';
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterOf(currency: string | undefined, symbol: boolean): Intl.NumberFormat {
  const key = `${currency ?? ''}:${symbol}`;
  let format = formatters.get(key);
  if (!format) {
    const digits = currency
      ? new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits
      : 2;
    format = new Intl.NumberFormat(localeOf(currency), {
      ...(symbol && currency ? { style: 'currency', currency } : {}),
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, format);
  }
  return format;
}

/**
 * An amount as people read it: minor units in the currency's locale with its own minor digits,
 * then its code for staff ("24.990 CLP", "149.90 PEN"), or with its symbol for what a customer is
 * told ("S/ 149.90"). Without a currency, the number alone; `null` is a dash.
 */
export function formatMoney(
  minor: number | null | undefined,
  currency?: string,
  { symbol = false }: { symbol?: boolean } = {},
): string {
  if (minor === null || minor === undefined) return '—';
  const amount = formatterOf(currency, symbol).format(minor / MINOR_PER_UNIT);
  return currency && !symbol ? `${amount} ${currency}` : amount;
}
