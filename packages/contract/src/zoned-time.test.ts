import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatZonedDate,
  formatZonedDateTime,
  isoWeekday,
  localNow,
  zonedInstant,
  zonedParts,
} from './zoned-time.js';

describe('zoned time', () => {
  const instant = new Date('2026-03-08T03:04:05Z');

  it('formats DD-MM-YYYY and DD-MM-YYYY-HH:mm in the given zone', () => {
    expect(formatZonedDateTime(instant, 'UTC')).toBe('08-03-2026-03:04');
    expect(formatZonedDate(instant, 'America/Lima')).toBe('07-03-2026');
    expect(formatZonedDateTime(instant, 'America/Lima')).toBe('07-03-2026-22:04');
  });

  it('adds days and names ISO weekdays across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(isoWeekday('2026-11-29')).toBe(7);
    expect(isoWeekday('2026-11-30')).toBe(1);
  });

  it('gives the local date, minutes and ISO weekday', () => {
    expect(localNow(instant, 'America/Mexico_City')).toEqual({ date: '2026-03-07', minutes: 21 * 60 + 4, weekday: 6 });
  });

  it('reads the wall clock as dayjs does, at midnight and across DST changes, in every region’s zone', () => {
    const zones = ['America/Lima', 'America/Santiago', 'America/Mexico_City', 'America/Bogota', 'UTC'];
    const instants: number[] = [];
    // through 2026 at a step that drifts across every hour of the day, year end included
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 2); t += (23 * 60 + 17) * 60_000) instants.push(t);
    // Santiago's two changes of 2026, minute by minute-ish, and the local midnights around them
    for (const change of [Date.UTC(2026, 3, 5, 3), Date.UTC(2026, 8, 6, 4)]) {
      for (let m = -300; m <= 300; m += 7) instants.push(change + m * 60_000);
    }
    for (const zone of zones) {
      for (const t of instants) {
        const instant = new Date(t);
        const d = dayjs(instant).tz(zone);
        expect(zonedParts(instant, zone)).toEqual({
          year: d.year(),
          month: d.month() + 1,
          day: d.date(),
          hour: d.hour(),
          minute: d.minute(),
          second: d.second(),
        });
        expect(localNow(instant, zone).date).toBe(d.format('YYYY-MM-DD'));
      }
    }
  });

  it('finds the instant a wall clock shows, across a DST change', () => {
    expect(zonedInstant('2026-03-07', '09:30', 'America/Lima').toISOString()).toBe('2026-03-07T14:30:00.000Z');
    // Santiago leaves summer time on the first Sunday of April (UTC-3 to UTC-4).
    expect(zonedInstant('2026-04-04', '12:00', 'America/Santiago').toISOString()).toBe('2026-04-04T15:00:00.000Z');
    expect(zonedInstant('2026-04-06', '12:00', 'America/Santiago').toISOString()).toBe('2026-04-06T16:00:00.000Z');
    // and enters it on the first Sunday of September (UTC-4 to UTC-3)
    expect(zonedInstant('2026-09-05', '23:30', 'America/Santiago').toISOString()).toBe('2026-09-06T03:30:00.000Z');
    expect(zonedInstant('2026-09-06', '12:00', 'America/Santiago').toISOString()).toBe('2026-09-06T15:00:00.000Z');
  });
});
