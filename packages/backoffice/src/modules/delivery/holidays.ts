/**
 * National public holidays of a country from the maintained `date-holidays` data, as
 * YYYY-MM-DD, cached per country and year. Providers' own non-working days come from
 * delivery_holidays and are added by the caller.
 */
import Holidays from 'date-holidays';

const cache = new Map<string, ReadonlySet<string>>();

export function nationalHolidays(country: string, year: number): ReadonlySet<string> {
  const key = `${country}:${year}`;
  let dates = cache.get(key);
  if (!dates) {
    const calendar = new Holidays(country);
    dates = new Set(
      (calendar.getHolidays(year) || []).filter((h) => h.type === 'public').map((h) => h.date.slice(0, 10)),
    );
    cache.set(key, dates);
  }
  return dates;
}

export function isNationalHoliday(country: string, date: string): boolean {
  return nationalHolidays(country, Number(date.slice(0, 4))).has(date);
}
