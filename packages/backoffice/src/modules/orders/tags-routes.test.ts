import { SYSTEM_TAG_VALUES } from '@umbrella/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';
import { insertTestOrder, putSystemTag, tagId } from '../../testing/search-fixtures.js';

let t: TestBackoffice;
let manager: Record<string, string>;
const TAGS = '/module/orders/api/v1/tags';

beforeAll(async () => {
  t = await buildTestBackoffice();
  manager = await t.auth('manager', { regionIds: ['pe-central', 'cl-central'] });
});
afterAll(() => t.close());

type Tag = {
  id: number;
  value: string;
  title: string;
  color: string;
  category: string;
  type: string;
  regionId: string;
};

const post = (url: string, payload: object, headers = manager) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const tagsOf = async (orderId: number) =>
  (
    await t.db
      .selectFrom('order_tags as ot')
      .innerJoin('tags as tg', 'tg.id', 'ot.tag_id')
      .select('tg.value')
      .where('ot.order_id', '=', orderId)
      .orderBy('tg.value')
      .execute()
  ).map((r) => r.value);

describe('tags', () => {
  it("SEARCH-39 SEARCH-45 lists a region's tags with value, title, color, category, type and regionId, system tags first", async () => {
    const res = await t.app.inject({ url: `${TAGS}?regionId=pe-central`, headers: manager });
    expect(res.statusCode).toBe(200);
    const tags = res.json() as Tag[];
    expect(tags.map((tag) => tag.value)).toEqual(
      expect.arrayContaining(['ORDER_PAID', 'ORDER_OVERPAID', 'WAITING_FOR_PAYMENT', 'VERIFIED', 'DTK']),
    );
    expect(tags.find((tag) => tag.value === 'ORDER_PAID')).toMatchObject({
      title: 'Paid',
      color: 'green',
      category: 'payment',
      type: 'system',
      regionId: 'pe-central',
    });
    const chile = (await t.app.inject({ url: `${TAGS}?regionId=cl-central`, headers: manager })).json() as Tag[];
    expect(chile.map((tag) => tag.value)).not.toContain('DTK');
  });

  it("refuses another region's tags (403) and a missing regionId (400 naming it)", async () => {
    const other = await t.app.inject({ url: `${TAGS}?regionId=mx-central`, headers: manager });
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('REGION_FORBIDDEN');
    const missing = await t.app.inject({ url: TAGS, headers: manager });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('regionId');
  });

  it('SEARCH-45 creates a user tag {color, value, regionId}; it is then listed; the same name again is a 409', async () => {
    const res = await post(TAGS, { value: '  Llamar mañana ', color: '#ff8800', regionId: 'pe-central' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      value: 'Llamar mañana',
      title: 'Llamar mañana',
      type: 'user',
      color: '#ff8800',
    });
    const listed = (await t.app.inject({ url: `${TAGS}?regionId=pe-central`, headers: manager })).json() as Tag[];
    expect(listed.map((tag) => tag.value)).toContain('Llamar mañana');
    const again = await post(TAGS, { value: 'Llamar mañana', color: 'red', regionId: 'pe-central' });
    expect(again.statusCode).toBe(409);
  });

  it("SEARCH-44 a new tag's name cannot be empty", async () => {
    for (const value of ['', '   ']) {
      const res = await post(TAGS, { value, color: 'red', regionId: 'pe-central' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors ?? { value: res.json().message }).toHaveProperty('value');
    }
  });

  it('SEARCH-45 assigns user tags to orders and records an UPDATE event; assigning again changes nothing', async () => {
    const a = await insertTestOrder(t.db, { regionId: 'pe-central' });
    const b = await insertTestOrder(t.db, { regionId: 'pe-central' });
    const call = (await post(TAGS, { value: 'Llamar', color: 'cyan', regionId: 'pe-central' })).json() as Tag;
    const gift = (await post(TAGS, { value: 'Regalo', color: 'cyan', regionId: 'pe-central' })).json() as Tag;
    const res = await post(`${TAGS}/assign`, { orderIds: [a.id, b.id], tagIds: [call.id, gift.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ changed: 4 });
    expect(await tagsOf(a.id)).toEqual(['Llamar', 'Regalo']);
    const events = (
      await t.app.inject({ url: `/module/orders/api/v1/orders/${a.id}/events`, headers: manager })
    ).json();
    expect(events[0]).toMatchObject({ action: 'UPDATE', details: { tags: { added: ['Llamar', 'Regalo'] } } });
    expect((await post(`${TAGS}/assign`, { orderIds: [a.id], tagIds: [call.id] })).json()).toEqual({ changed: 0 });
  });

  it('a system tag cannot be put on by hand (400 naming it): only what a person may remove may be added', async () => {
    const order = await insertTestOrder(t.db, { regionId: 'pe-central' });
    const user = (await post(TAGS, { value: 'Revisar', color: 'cyan', regionId: 'pe-central' })).json() as Tag;
    for (const value of SYSTEM_TAG_VALUES) {
      const res = await post(`${TAGS}/assign`, {
        orderIds: [order.id],
        tagIds: [user.id, await tagId(t.db, 'pe-central', value)],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.tagIds).toContain(`${value} is a system tag`);
    }
    // Nothing of a refused call is kept, not even its user tag.
    expect(await tagsOf(order.id)).toEqual([]);
  });

  it('SEARCH-42 a system tag cannot be removed', async () => {
    const order = await insertTestOrder(t.db, { regionId: 'pe-central' });
    const paid = await tagId(t.db, 'pe-central', 'ORDER_PAID');
    await putSystemTag(t.db, order.id, 'pe-central', 'ORDER_PAID');
    const res = await post(`${TAGS}/remove`, { orderIds: [order.id], tagIds: [paid] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.tagIds).toContain('ORDER_PAID is a system tag and cannot be removed');
    expect(await tagsOf(order.id)).toEqual(['ORDER_PAID']);
  });

  it('SEARCH-43 a user tag can be removed', async () => {
    const order = await insertTestOrder(t.db, { regionId: 'pe-central' });
    const created = (await post(TAGS, { value: 'VIP', color: 'magenta', regionId: 'pe-central' })).json() as Tag;
    await post(`${TAGS}/assign`, { orderIds: [order.id], tagIds: [created.id] });
    expect(await tagsOf(order.id)).toEqual(['VIP']);
    const res = await post(`${TAGS}/remove`, { orderIds: [order.id], tagIds: [created.id] });
    expect(res.json()).toEqual({ changed: 1 });
    expect(await tagsOf(order.id)).toEqual([]);
  });

  it("keeps tags in their region: another region's order is 403, a tag of another region than the order is 400", async () => {
    const mexican = await insertTestOrder(t.db, { regionId: 'mx-central' });
    const chilean = await insertTestOrder(t.db, { regionId: 'cl-central' });
    const peruvian = (await post(TAGS, { value: 'Solo Perú', color: 'cyan', regionId: 'pe-central' })).json() as Tag;
    const paidMx = await tagId(t.db, 'mx-central', 'ORDER_PAID');
    expect((await post(`${TAGS}/assign`, { orderIds: [mexican.id], tagIds: [paidMx] })).statusCode).toBe(403);
    const mixed = await post(`${TAGS}/assign`, { orderIds: [chilean.id], tagIds: [peruvian.id] });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().errors.tagIds).toContain('belongs to another region');
    expect(await tagsOf(chilean.id)).toEqual([]);
  });

  it('needs read:report', async () => {
    const finance = await t.auth('finance', { regionIds: ['pe-central'] });
    expect((await t.app.inject({ url: `${TAGS}?regionId=pe-central`, headers: finance })).statusCode).toBe(403);
  });
});
