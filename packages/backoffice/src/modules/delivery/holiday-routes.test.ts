import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';
import { addressIdOf, pickOption } from '../../testing/order-fixtures.js';
import { firstProviderId } from '../../testing/search-fixtures.js';

let t: TestBackoffice;
let delivery: Record<string, string>;
const HOLIDAYS = '/module/delivery/api/v1/holidays';

beforeAll(async () => {
  t = await buildTestBackoffice();
  delivery = await t.auth('delivery', { regionIds: ['pe-central'] });
});
afterAll(() => t.close());
// One schedule per provider: each case starts with only the seeded ones.
afterEach(() => t.db.deleteFrom('delivery_holidays').where('source_key', 'is', null).execute());

const providerId = (regionId: string) => firstProviderId(t.db, regionId);
const send = (method: 'POST' | 'PUT', payload: object, headers = delivery) =>
  t.app.inject({ method, url: HOLIDAYS, payload, headers: { ...headers, 'idempotency-key': crypto.randomUUID() } });

describe('holiday schedules', () => {
  it('HOLIDAY-01 HOLIDAY-02 HOLIDAY-09 creates, lists, updates and deletes a schedule with its provider name and YYYY-MM-DD dates', async () => {
    const provider = await providerId('pe-central');
    const created = await send('POST', {
      deliveryProviderId: provider,
      dates: ['2027-01-02', '2027-01-01', '2027-01-02'],
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      deliveryProviderId: provider,
      deliveryProviderName: expect.stringMatching(/\S/),
      dates: ['2027-01-01', '2027-01-02'],
    });
    const id = created.json().id;
    const listed = (await t.app.inject({ url: HOLIDAYS, headers: delivery })).json();
    expect(listed).toContainEqual(expect.objectContaining({ id, dates: ['2027-01-01', '2027-01-02'] }));

    const updated = await send('PUT', { id, deliveryProviderId: provider, dates: ['2027-05-01'] });
    expect(updated.json()).toMatchObject({ id, dates: ['2027-05-01'] });

    const deleted = await t.app.inject({ method: 'DELETE', url: `${HOLIDAYS}/${id}`, headers: delivery });
    expect(deleted.statusCode).toBe(204);
    const after = (await t.app.inject({ url: HOLIDAYS, headers: delivery })).json();
    expect(after.map((s: { id: number }) => s.id)).not.toContain(id);
  });

  it('HOLIDAY-02 a date not written YYYY-MM-DD, or no date at all, is refused naming dates', async () => {
    const provider = await providerId('pe-central');
    for (const dates of [['01-02-2027'], ['2027-13-01'], []]) {
      const res = await send('POST', { deliveryProviderId: provider, dates });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors ?? {}).join()).toContain('dates');
    }
  });

  it('HOLIDAY-03 HOLIDAY-04 HOLIDAY-05 creating, updating and deleting need their permissions; reading does not', async () => {
    const agent = await t.auth('agent', { regionIds: ['pe-central'] });
    const provider = await providerId('pe-central');
    expect((await t.app.inject({ url: HOLIDAYS, headers: agent })).statusCode).toBe(200);
    const create = await send('POST', { deliveryProviderId: provider, dates: ['2027-02-01'] }, agent);
    expect(create.statusCode).toBe(403);
    expect(create.json().message).toContain('delivery-holiday:create');
    const id = (await send('POST', { deliveryProviderId: provider, dates: ['2027-02-01'] })).json().id;
    const update = await send('PUT', { id, deliveryProviderId: provider, dates: ['2027-02-02'] }, agent);
    expect(update.json().message).toContain('delivery-holiday:update');
    const del = await t.app.inject({ method: 'DELETE', url: `${HOLIDAYS}/${id}`, headers: agent });
    expect(del.json().message).toContain('delivery-holiday:delete');
  });

  it("another region's provider and schedule are answered as missing ones", async () => {
    const chile = await t.auth('delivery', { regionIds: ['cl-central'] });
    const peru = await providerId('pe-central');
    expect((await send('POST', { deliveryProviderId: peru, dates: ['2027-03-01'] }, chile)).statusCode).toBe(404);
    const id = (await send('POST', { deliveryProviderId: peru, dates: ['2027-03-01'] })).json().id;
    const listed = (await t.app.inject({ url: HOLIDAYS, headers: chile })).json();
    expect(listed.map((s: { id: number }) => s.id)).not.toContain(id);
    expect((await send('PUT', { id, deliveryProviderId: peru, dates: ['2027-03-02'] }, chile)).statusCode).toBe(404);
  });

  it('a second schedule for a provider is refused with 409 naming deliveryProviderId, on create and on update', async () => {
    const provider = await providerId('pe-central');
    const first = await send('POST', { deliveryProviderId: provider, dates: ['2027-04-01'] });
    expect(first.statusCode).toBe(200);
    const second = await send('POST', { deliveryProviderId: provider, dates: ['2027-04-02'] });
    expect(second.statusCode).toBe(409);
    expect(Object.keys(second.json().errors)).toEqual(['deliveryProviderId']);
    const other = await t.db
      .selectFrom('delivery_providers')
      .select('id')
      .where('region_id', '=', 'pe-central')
      .where('id', '!=', provider)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const moved = (await send('POST', { deliveryProviderId: other.id, dates: ['2027-04-03'] })).json().id;
    const clash = await send('PUT', { id: moved, deliveryProviderId: provider, dates: ['2027-04-03'] });
    expect(clash.statusCode).toBe(409);
    expect(Object.keys(clash.json().errors)).toEqual(['deliveryProviderId']);
    const listed = (await t.app.inject({ url: HOLIDAYS, headers: delivery })).json();
    expect(listed.filter((s: { deliveryProviderId: number }) => s.deliveryProviderId === provider)).toHaveLength(1);
  });

  it("offers the country's public holidays as a starting point (Peru: 28 and 29 July)", async () => {
    const provider = await providerId('pe-central');
    const res = await t.app.inject({
      url: `${HOLIDAYS}/national?deliveryProviderId=${provider}&year=2027`,
      headers: delivery,
    });
    expect(res.json()).toEqual(expect.arrayContaining(['2027-07-28', '2027-07-29']));
  });

  it("a provider's holiday removes its date from order capture's delivery options", async () => {
    const agent = await t.auth('agent', { features: [] });
    const where = { addressId: await addressIdOf(t.db, 'PE', 'Miraflores') };
    const choice = { providerName: 'Olva Courier', deposit: false };
    const before = await pickOption(t, agent, where, choice);
    await send('POST', { deliveryProviderId: before.option.providerId, dates: [before.date] });
    const after = await pickOption(t, agent, where, choice);
    expect(Object.keys(after.option.schedule)).not.toContain(before.date);
    expect(after.date > before.date).toBe(true);
  });
});
