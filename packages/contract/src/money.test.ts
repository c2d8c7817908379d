import { describe, expect, it } from 'vitest';
import { formatMoney, fromMinorUnits, toMinorUnits } from './money.js';
import { REGIONS } from './regions.js';

describe('money (decisions 1035, 1768)', () => {
  it('OCONST-19 writes minor units in the region locale with the currency’s own minor digits', () => {
    expect(formatMoney(2_499_000, 'CLP')).toBe('24.990 CLP');
    expect(formatMoney(14_990, 'PEN')).toBe('149.90 PEN');
    expect(formatMoney(12_345_600, 'COP')).toBe('123.456 COP');
    expect(formatMoney(129_950, 'MXN')).toBe('1,299.50 MXN');
  });

  it('writes the payslips’ dollars as the Peruvian and Mexican amounts beside them are written', () => {
    expect(formatMoney(1_760, 'USD')).toBe('17.60 USD');
    expect(formatMoney(1_689, 'PEN')).toBe('16.89 PEN');
  });

  it('tells a customer the amount with the currency’s symbol', () => {
    expect(formatMoney(14_900, 'PEN', { symbol: true })).toMatch(/^S\/\s149\.00$/);
    expect(formatMoney(2_499_000, 'CLP', { symbol: true })).toMatch(/^\$\s?24\.990$/);
  });

  it('formats every region’s currency the same on every call, its code and symbol forms kept apart', () => {
    for (const { currency } of REGIONS) {
      const symbol = formatMoney(123_456, currency, { symbol: true });
      const code = formatMoney(123_456, currency);
      expect(code).toMatch(new RegExp(`^[\\d.,]+ ${currency}$`));
      expect(symbol).not.toContain(currency);
      expect([formatMoney(123_456, currency), formatMoney(123_456, currency, { symbol: true })]).toEqual([
        code,
        symbol,
      ]);
    }
  });

  it('shows a missing amount as a dash and an amount without currency as its number', () => {
    expect(formatMoney(null, 'PEN')).toBe('—');
    expect(formatMoney(12_000)).toBe('120.00');
  });

  it('converts what a form edits to minor units and back, rounding the float error away', () => {
    expect(toMinorUnits(19.99)).toBe(1_999);
    expect(toMinorUnits('0.29')).toBe(29);
    expect(toMinorUnits('')).toBe(0);
    expect(fromMinorUnits(1_999)).toBe(19.99);
    expect(fromMinorUnits(null)).toBeNull();
  });
});
