import { localNow, zonedInstant } from '@umbrella/contract';
import { describe, expect, it } from 'vitest';
import type { WeekSchedule } from '../../db/types.js';
import { computeSchedule } from './schedule.js';

const SLOTS: [string, string][] = [
  ['09:00', '13:00'],
  ['13:00', '17:00'],
  ['17:00', '21:00'],
];
const mondayToSaturday: WeekSchedule = {
  '1': SLOTS,
  '2': SLOTS,
  '3': SLOTS,
  '4': SLOTS,
  '5': SLOTS,
  '6': SLOTS,
  '7': [],
};

// Monday 27 July 2026 in Lima (UTC-5); 28 and 29 July are Peru's national holidays.
const lima = (hhmm: string) => zonedInstant('2026-07-27', hhmm, 'America/Lima');
const schedule = (now: Date, extra: Partial<Parameters<typeof computeSchedule>[0]> = {}) =>
  computeSchedule({
    week: mondayToSaturday,
    daysToDeliver: 0,
    today: localNow(now, 'America/Lima'),
    country: 'PE',
    providerHolidays: new Set(),
    ...extra,
  });

describe('ONEW-57 ONEW-58 delivery schedule (fixed clock)', () => {
  it('ONEW-57 OCONST-17 offers only the first five dates, skipping national holidays and days without periods', () => {
    const result = schedule(lima('09:00'));
    expect(Object.keys(result)).toEqual(['2026-07-27', '2026-07-30', '2026-07-31', '2026-08-01', '2026-08-03']);
    expect(result['2026-07-30']).toEqual(['09:00-13:00', '13:00-17:00', '17:00-21:00']);
  });

  it('ONEW-58 a same-day slot is offered only until 2 hours before it ends', () => {
    expect(schedule(lima('10:59'))['2026-07-27']).toEqual(['09:00-13:00', '13:00-17:00', '17:00-21:00']);
    expect(schedule(lima('11:00'))['2026-07-27']).toEqual(['13:00-17:00', '17:00-21:00']);
    expect(schedule(lima('18:59'))['2026-07-27']).toEqual(['17:00-21:00']);
    // With no slot left today, today is not a date at all and five later dates are offered.
    const late = schedule(lima('19:00'));
    expect(late['2026-07-27']).toBeUndefined();
    expect(Object.keys(late)).toEqual(['2026-07-30', '2026-07-31', '2026-08-01', '2026-08-03', '2026-08-04']);
  });

  it('the cut-off applies to today only, in the region’s timezone', () => {
    // 01:30 UTC on 28 July is still 20:30 on 27 July in Lima.
    const result = schedule(new Date('2026-07-28T01:30:00Z'));
    expect(result['2026-07-27']).toBeUndefined();
    expect(Object.keys(result)[0]).toBe('2026-07-30');
  });

  it('starts daysToDeliver days after today and skips provider holidays too', () => {
    const result = schedule(lima('09:00'), {
      daysToDeliver: 1,
      providerHolidays: new Set(['2026-07-30', '2026-08-01']),
    });
    // 6 August (Batalla de Junín) is a national holiday as well.
    expect(Object.keys(result)).toEqual(['2026-07-31', '2026-08-03', '2026-08-04', '2026-08-05', '2026-08-07']);
  });

  it('uses each country’s own national holidays (Chile, 18–19 September)', () => {
    const santiago = zonedInstant('2026-09-17', '08:00', 'America/Santiago');
    const result = computeSchedule({
      week: mondayToSaturday,
      daysToDeliver: 1,
      today: localNow(santiago, 'America/Santiago'),
      country: 'CL',
      providerHolidays: new Set(),
    });
    expect(Object.keys(result).slice(0, 2)).toEqual(['2026-09-21', '2026-09-22']);
  });

  it('gives an empty schedule when the place never works', () => {
    expect(schedule(lima('09:00'), { week: { '1': [], '2': [] } })).toEqual({});
  });
});
