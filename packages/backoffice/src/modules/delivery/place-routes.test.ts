import { EMPTY_SCHEDULE_MESSAGE } from '@umbrella/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';
import { addressIdOf } from '../../testing/order-fixtures.js';

let t: TestBackoffice;
let delivery: Record<string, string>;
let address: number;
const SCHEDULES = '/module/delivery/api/v1/schedules';
const OLVA = 1;
const SHALOM = 2;
const week = {
  '1': [
    ['09:00', '13:00'],
    ['14:00', '18:30'],
  ],
  '6': [['10:00', '12:00']],
};

beforeAll(async () => {
  t = await buildTestBackoffice();
  delivery = await t.auth('delivery', { regionIds: ['pe-central'] });
  // A district with no demo place of its own, so what the test links is all it has.
  address = await addressIdOf(t.db, 'PE', 'Lince');
});
afterAll(() => t.close());

const forceLink = (payload: object, headers = delivery) =>
  t.app.inject({
    method: 'POST',
    url: `${SCHEDULES}/force-link`,
    payload,
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
  });
const placesOf = async (id = address) =>
  (await t.app.inject({ url: `${SCHEDULES}/by-address/${id}`, headers: delivery })).json();
const place = (over: object = {}) => ({
  addressId: address,
  deliveryProviderId: OLVA,
  name: 'Lince tarde',
  schedule: week,
  deliveryDays: 1,
  prepay: true,
  cashOnDelivery: true,
  ...over,
});

describe('delivery places by address', () => {
  it('DSCHED-02 DSCHED-03 DSCHED-04 DSCHED-15 DSCHED-17 DSCHED-18 force-link adds a place to the address, listed with its weekly schedule', async () => {
    const before = (await placesOf()).length;
    const res = await forceLink(place());
    expect(res.statusCode).toBe(200);
    const linked = (await placesOf()) as { id: number; name: string }[];
    expect(linked).toHaveLength(before + 1);
    const added = linked.find((p) => p.name === 'Lince tarde');
    expect(added).toMatchObject({
      pickup: false,
      pickupAddress: null,
      schedule: week,
      daysToDeliver: 1,
      prepay: true,
      cashOnDelivery: true,
      deliveryProviderId: OLVA,
      deliveryProviderName: 'Olva Courier',
    });

    // The same place, changed through its deliveryId: an express place (no name), Saturdays only.
    const changed = await forceLink(
      place({ deliveryId: added?.id, name: '', schedule: { '6': [['08:00', '09:30']] } }),
    );
    expect(changed.json()).toContainEqual(
      expect.objectContaining({ id: added?.id, name: '', schedule: { '6': [['08:00', '09:30']] } }),
    );
    // Order capture offers it: the delivery info of the address has the place as an option.
    const info = (
      await t.app.inject({
        url: `/module/delivery/api/v1/delivery-info/by-address?addressId=${address}`,
        headers: await t.auth('agent'),
      })
    ).json();
    expect(info.payOnDelivery.map((o: { id: number }) => o.id)).toContain(added?.id);
  });

  it('DSCHED-06 DSCHED-07 DSCHED-12 DSCHED-13 the place form rules are refused naming their field', async () => {
    const pickup = await forceLink(place({ pickup: true, pickupPoint: '  ' }));
    expect(pickup.statusCode).toBe(400);
    expect(pickup.json().errors).toEqual({ pickupPoint: 'Input address of pick-up point' });
    const days = await forceLink(place({ deliveryDays: 31 }));
    expect(days.statusCode).toBe(400);
    expect(Object.keys(days.json().errors).join()).toContain('deliveryDays');
    const step = await forceLink(place({ schedule: { '1': [['09:15', '12:00']] } }));
    expect(step.statusCode).toBe(400);
    expect(Object.keys(step.json().errors).join()).toContain('schedule');
    const empty = await forceLink(place({ schedule: { '1': [] } }));
    expect(empty.json().errors).toEqual({ schedule: EMPTY_SCHEDULE_MESSAGE });
  });

  it('DSCHED-08 DSCHED-09 prepay and cash on delivery only where the provider takes them', async () => {
    const cod = await forceLink(place({ deliveryProviderId: SHALOM, cashOnDelivery: true }));
    expect(cod.statusCode).toBe(400);
    expect(cod.json().errors).toEqual({ cashOnDelivery: 'The provider does not take cash on delivery' });
    const ok = await forceLink(place({ deliveryProviderId: SHALOM, name: 'Shalom agencia', cashOnDelivery: false }));
    expect(ok.statusCode).toBe(200);
  });

  it('DSCHED-15 DSCHED-19 unlinks a provider from the address and deletes a place', async () => {
    const other = await addressIdOf(t.db, 'PE', 'Surquillo');
    await forceLink(place({ addressId: other, name: 'Surquillo mañana' }));
    await forceLink(
      place({ addressId: other, deliveryProviderId: SHALOM, name: 'Shalom Surquillo', cashOnDelivery: false }),
    );
    const unlinked = await t.app.inject({
      method: 'POST',
      url: `${SCHEDULES}/unlink`,
      payload: { addressId: other, deliveryProviderId: SHALOM },
      headers: { ...delivery, 'idempotency-key': crypto.randomUUID() },
    });
    const names = unlinked.json().map((p: { name: string }) => p.name);
    expect(names).toContain('Surquillo mañana');
    expect(names).not.toContain('Shalom Surquillo');

    const id = (await placesOf(other)).find((p: { name: string }) => p.name === 'Surquillo mañana').id;
    const deleted = await t.app.inject({ method: 'DELETE', url: `${SCHEDULES}/places/${id}`, headers: delivery });
    expect(deleted.statusCode).toBe(204);
    expect((await placesOf(other)).map((p: { id: number }) => p.id)).not.toContain(id);
  });

  it('DSCHED-01 every call needs address-schedule:edit', async () => {
    const agent = await t.auth('agent', { regionIds: ['pe-central'] });
    const res = await t.app.inject({ url: `${SCHEDULES}/by-address/${address}`, headers: agent });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('address-schedule:edit');
    expect((await forceLink(place(), agent)).statusCode).toBe(403);
  });

  it("another region's address, provider and place are answered as missing ones", async () => {
    const chile = await t.auth('delivery', { regionIds: ['cl-central'] });
    expect((await t.app.inject({ url: `${SCHEDULES}/by-address/${address}`, headers: chile })).statusCode).toBe(404);
    expect((await forceLink(place(), chile)).statusCode).toBe(404);
  });
});
