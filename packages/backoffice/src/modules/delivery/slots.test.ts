import { zonedInstant } from '@umbrella/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../clock.js';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';
import { addressIdOf } from '../../testing/order-fixtures.js';

/**
 * Order capture's delivery options on the business clock (the one the app reads): the same-day
 * cut-off at its boundary minute, through the route the order modal calls. Wednesday 3 March
 * 2027 in Lima is a working day for DTK (Monday to Saturday, 09–13, 13–17, 17–21, same day).
 */
type Option = { providerName: string; schedule: Record<string, string[]> };

let t: TestBackoffice;
let agent: Record<string, string>;
let miraflores: number;
const DAY = '2027-03-03';

beforeAll(async () => {
  t = await buildTestBackoffice();
  agent = await t.auth('agent');
  miraflores = await addressIdOf(t.db, 'PE', 'Miraflores');
});
afterEach(() => systemClock.setOffsetSeconds(0));
afterAll(() => t.close());

/** DTK's slots for today with business time set to `hhmmss` in Lima on DAY. */
async function dtkTodayAt(hhmmss: string): Promise<string[] | undefined> {
  const [hh, mm, ss] = hhmmss.split(':');
  const at = zonedInstant(DAY, `${hh}:${mm}`, 'America/Lima').getTime() + Number(ss) * 1000;
  systemClock.setOffsetSeconds((at - Date.now()) / 1000);
  const res = await t.app.inject({
    url: `/module/delivery/api/v1/delivery-info/by-address?addressId=${miraflores}`,
    headers: agent,
  });
  expect(res.statusCode).toBe(200);
  const dtk = (res.json() as { payOnDelivery: Option[] }).payOnDelivery.find((o) => o.providerName === 'DTK');
  if (!dtk) throw new Error('DTK offers nothing in Miraflores');
  return dtk.schedule[DAY];
}

describe('same-day cut-off in order capture’s delivery options', () => {
  it('ONEW-58 OCONST-17 a same-day slot is still offered in the minute 10:59 and gone at 11:00:00, two hours before it ends (13:00)', async () => {
    expect(await dtkTodayAt('10:59:30')).toEqual(['09:00-13:00', '13:00-17:00', '17:00-21:00']);
    expect(await dtkTodayAt('11:00:00')).toEqual(['13:00-17:00', '17:00-21:00']);
    expect(await dtkTodayAt('18:59:30')).toEqual(['17:00-21:00']);
    // No slot left today: today is no date at all.
    expect(await dtkTodayAt('19:00:00')).toBeUndefined();
  });
});
