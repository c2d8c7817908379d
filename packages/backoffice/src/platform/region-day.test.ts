import { describe, expect, it } from 'vitest';
import { earliestDayStart, regionDayStarts } from './region-day.js';

describe('today in each region’s zone', () => {
  it('starts at each zone’s own midnight, Santiago on summer time', () => {
    // 04:00 UTC on 29 November: still the 28th in Lima, Bogotá and Mexico City, already the 29th in Santiago.
    const starts = regionDayStarts(new Date('2026-11-29T04:00:00Z'));
    expect(Object.fromEntries([...starts].map(([id, d]) => [id, d.toISOString()]))).toEqual({
      'pe-central': '2026-11-28T05:00:00.000Z',
      'co-central': '2026-11-28T05:00:00.000Z',
      'mx-central': '2026-11-28T06:00:00.000Z',
      'cl-central': '2026-11-29T03:00:00.000Z',
    });
    expect(earliestDayStart(starts).toISOString()).toBe('2026-11-28T05:00:00.000Z');
  });
});
