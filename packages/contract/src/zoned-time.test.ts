import { describe, expect, it } from 'vitest';
import { formatZonedDate, formatZonedDateTime, localNow, zonedInstant } from './zoned-time.js';

describe('zoned time', () => {
  const instant = new Date('2026-03-08T03:04:05Z');

  it('formats DD-MM-YYYY and DD-MM-YYYY HH:mm in the given zone', () => {
    expect(formatZonedDateTime(instant, 'UTC')).toBe('08-03-2026 03:04');
    expect(formatZonedDate(instant, 'America/Lima')).toBe('07-03-2026');
    expect(formatZonedDateTime(instant, 'America/Lima')).toBe('07-03-2026 22:04');
  });

  it('gives the local date, minutes and ISO weekday', () => {
    expect(localNow(instant, 'America/Mexico_City')).toEqual({ date: '2026-03-07', minutes: 21 * 60 + 4, weekday: 6 });
  });

  it('finds the instant a wall clock shows, across a DST change', () => {
    expect(zonedInstant('2026-03-07', '09:30', 'America/Lima').toISOString()).toBe('2026-03-07T14:30:00.000Z');
    // Santiago leaves summer time on the first Sunday of April (UTC-3 to UTC-4).
    expect(zonedInstant('2026-04-04', '12:00', 'America/Santiago').toISOString()).toBe('2026-04-04T15:00:00.000Z');
    expect(zonedInstant('2026-04-06', '12:00', 'America/Santiago').toISOString()).toBe('2026-04-06T16:00:00.000Z');
  });
});
