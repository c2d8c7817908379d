/**
 * A delivery lookup turns every place near the address into options (an agent's order makes one):
 * the region's wall clock, the costly part of a schedule, is read once for all of them, and each
 * place's dates are the same as if computed alone.
 */
import { localNow, zonedInstant } from '@umbrella/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WeekSchedule } from '../../db/types.js';
import { deliveryOptions } from './options.js';
import type { PlaceRow } from './repo.js';
import { computeSchedule } from './schedule.js';

const week: WeekSchedule = { '1': [['09:00', '13:00']], '2': [['09:00', '13:00']], '3': [['14:00', '18:00']] };
const place = (id: number): PlaceRow => ({
  id,
  provider_id: 1,
  provider_name: 'Olva Courier',
  region_id: 'pe-central',
  name: `Place ${id}`,
  pickup: false,
  pickup_address: null,
  schedule: week,
  days_to_deliver: id % 3,
  prepay: true,
  cash_on_delivery: false,
  delivery_price_minor: 900,
  provider_holidays: [],
});
const now = zonedInstant('2026-07-20', '10:00', 'America/Lima');
const context = { now, timeZone: 'America/Lima', country: 'PE', holidays: new Map() };

afterEach(() => vi.restoreAllMocks());

describe('delivery options of many places', () => {
  it('reads the region’s wall clock once for forty places', () => {
    const wallClock = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    const info = deliveryOptions(
      Array.from({ length: 40 }, (_, i) => place(i + 1)),
      context,
    );
    expect(info.prepay).toHaveLength(40);
    expect(wallClock).toHaveBeenCalledTimes(1);
  });

  it('gives each place the dates its own schedule gives', () => {
    const info = deliveryOptions([place(1), place(2)], context);
    const today = localNow(now, 'America/Lima');
    expect(info.prepay.map((o) => o.schedule)).toEqual(
      [place(1), place(2)].map((p) =>
        computeSchedule({ week, daysToDeliver: p.days_to_deliver, today, country: 'PE', providerHolidays: new Set() }),
      ),
    );
    expect(Object.keys(info.prepay[0]?.schedule ?? {})[0]).toBe('2026-07-21');
  });
});
