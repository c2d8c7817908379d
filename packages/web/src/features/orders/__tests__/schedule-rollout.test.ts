// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { editAddressState } from '../lib/edit-init';
import { mapModeByRollout, mapRolloutThreshold, rolloutBucket } from '../lib/rollout';
import {
  sameDayZone,
  scheduleDates,
  scheduleTimes,
  scheduleTimezone,
  withinScheduleWindow,
  zonedMillis,
} from '../lib/schedule';
import { makeAddress, makeDeliveryInfo, makeOption, makeOrderDto } from '../testing/order-fixtures';

async function sha256Bucket(id: string): Promise<number> {
  const { createHash } = await import('node:crypto');
  return createHash('sha256').update(id).digest().readUInt32BE(0) % 100;
}

describe('schedule', () => {
  it('ONEW-57 only the first 5 schedule dates are offered', () => {
    const schedule = Object.fromEntries(
      ['2030-01-07', '2030-01-01', '2030-01-03', '2030-01-02', '2030-01-05', '2030-01-04'].map((d) => [
        d,
        ['09:00-13:00'],
      ]),
    );
    expect(scheduleDates(makeOption({ schedule }))).toEqual([
      '2030-01-01',
      '2030-01-02',
      '2030-01-03',
      '2030-01-04',
      '2030-01-05',
    ]);
  });

  it('ONEW-58 a same-day slot is offered only until 2 hours before it ends', () => {
    const option = makeOption({ schedule: { '2030-01-01': ['09:00-13:00', '14:00-18:00'] } });
    const zone = 'America/Lima';
    const at = (time: string) => zonedMillis('2030-01-01', time, zone);
    expect(scheduleTimes(option, '2030-01-01', zone, at('10:59'))).toEqual(['09:00-13:00', '14:00-18:00']);
    expect(scheduleTimes(option, '2030-01-01', zone, at('11:00'))).toEqual(['14:00-18:00']);
    expect(scheduleTimes(option, '2030-01-01', zone, at('16:00'))).toEqual([]);
  });

  it('a same-day slot is cut in the region’s own zone, as the back-office cuts it: Mexico City is an hour behind Lima', () => {
    const option = makeOption({ schedule: { '2030-01-01': ['15:00-18:00'] } });
    // 16:30 in Lima is 15:30 in Mexico City: the slot ends in 2 h 30 min there, so it is still offered.
    const now = zonedMillis('2030-01-01', '16:30', 'America/Lima');
    expect(sameDayZone('mx-central')).toBe('America/Mexico_City');
    expect(scheduleTimes(option, '2030-01-01', sameDayZone('mx-central'), now)).toEqual(['15:00-18:00']);
    expect(scheduleTimes(option, '2030-01-01', sameDayZone('pe-central'), now)).toEqual([]);
  });

  it('ONEW-80 the edit-mode window is read in America/Santiago for cl-central and America/Lima elsewhere', () => {
    expect(scheduleTimezone('cl-central')).toBe('America/Santiago');
    for (const region of ['pe-central', 'co-central', 'mx-central'])
      expect(scheduleTimezone(region)).toBe('America/Lima');
  });

  it('ONEW-79 OCONST-14 the order date is kept within 10 minutes of the first start and the last end of the five dates', () => {
    const schedule = Object.fromEntries(
      ['2030-01-01', '2030-01-02', '2030-01-03', '2030-01-04', '2030-01-05', '2030-01-06'].map((d) => [
        d,
        ['09:00-13:00', '14:00-18:00'],
      ]),
    );
    const option = makeOption({ schedule });
    const zone = 'America/Lima';
    expect(withinScheduleWindow(option, '2030-01-01', '08:50-12:00', zone)).toBe(true);
    expect(withinScheduleWindow(option, '2030-01-01', '08:49-12:00', zone)).toBe(false);
    expect(withinScheduleWindow(option, '2030-01-05', '18:10-19:00', zone)).toBe(true);
    expect(withinScheduleWindow(option, '2030-01-05', '18:11-19:00', zone)).toBe(false);
    // The sixth date is outside the first five.
    expect(withinScheduleWindow(option, '2030-01-06', '09:00-13:00', zone)).toBe(false);
  });

  it('ONEW-80 the window is compared in the region zone (the same wall time is another instant in Santiago)', () => {
    const option = makeOption({ schedule: { '2030-07-01': ['09:00-13:00'] } });
    // 09:00 in Lima is 09:00 or 10:00 in Santiago depending on the season; the comparison stays in one zone.
    expect(withinScheduleWindow(option, '2030-07-01', '08:55-13:00', 'America/Santiago')).toBe(true);
    expect(zonedMillis('2030-07-01', '09:00', 'America/Santiago')).not.toBe(
      zonedMillis('2030-07-01', '09:00', 'America/Lima'),
    );
  });
});

describe('edit initialisation', () => {
  it('ONEW-76 ONEW-77 ONEW-78 the address, the method from the deposit flag and the option by pickup point', () => {
    const info = makeDeliveryInfo();
    const order = makeOrderDto({
      deposit: true,
      deliveryInfo: {
        ...makeOrderDto().deliveryInfo,
        pickupPoint: 'Av. México 1235, La Victoria, Lima',
        addressIdxDeliveryId: 999,
      },
    });
    const state = editAddressState(order, makeAddress(), info);
    expect(state).toMatchObject({ paymentMethod: 'deposit', optionId: 21, address: { id: 501 }, point: null });
    const cash = editAddressState(makeOrderDto({ deposit: false }), makeAddress(), info);
    expect(cash).toMatchObject({ paymentMethod: 'payOnDelivery', optionId: 12 });
  });

  it('ONEW-76 without a dictionary address the order coordinates are loaded', () => {
    const order = makeOrderDto({
      addr: null,
      deliveryInfo: { ...makeOrderDto().deliveryInfo, latitude: -33.44, longitude: -70.65 },
    });
    expect(editAddressState(order, null, makeDeliveryInfo())).toMatchObject({
      address: null,
      point: { latitude: -33.44, longitude: -70.65 },
      mapAddress: 'Av. Larco 345',
    });
  });

  it('ONEW-79 ONEW-81 a date within the window is kept; one outside sets the expired flag', () => {
    const info = makeDeliveryInfo();
    const kept = editAddressState(makeOrderDto(), makeAddress(), info);
    expect(kept).toMatchObject({ expired: false, time: '09:00-13:00' });
    expect(kept.date).toBe(makeOrderDto().deliveryInfo.preferredDate);
    const old = makeOrderDto({ deliveryInfo: { ...makeOrderDto().deliveryInfo, preferredDate: '2020-01-01' } });
    expect(editAddressState(old, makeAddress(), info)).toMatchObject({ expired: true, date: null, time: null });
  });
});

describe('map mode rollout', () => {
  it('ONEW-34 the bucket is the first 4 bytes of SHA-256(account id) modulo 100', async () => {
    for (const id of [1, 2, 3, 42, 1000]) expect(await rolloutBucket(id)).toBe(await sha256Bucket(String(id)));
  });

  it('ONEW-35 OCONST-14 thresholds: 10 for pe-central, 100 for cl-central, 0 elsewhere', () => {
    expect(mapRolloutThreshold('pe-central')).toBe(10);
    expect(mapRolloutThreshold('cl-central')).toBe(100);
    expect(mapRolloutThreshold('co-central')).toBe(0);
    expect(mapRolloutThreshold('mx-central')).toBe(0);
  });

  it('ONEW-33 ONEW-34 map mode when the bucket is below the region threshold', async () => {
    const ids = Array.from({ length: 60 }, (_, i) => i + 1);
    for (const id of ids) {
      const bucket = await sha256Bucket(String(id));
      expect(await mapModeByRollout(id, 'pe-central')).toBe(bucket < 10);
      expect(await mapModeByRollout(id, 'cl-central')).toBe(true);
      expect(await mapModeByRollout(id, 'co-central')).toBe(false);
    }
  });
});
