import { ORDER_STATUS } from '@umbrella/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';
import { seedOrder } from '../../testing/order-fixtures.js';

let t: TestBackoffice;
let admin: Record<string, string>;
const API = '/module/orders/api/v1';

beforeAll(async () => {
  t = await buildTestBackoffice();
  admin = await t.auth('admin');
});
afterAll(() => t.close());

const bluexOrder = (externalId: string | null = 'BX-1001', providerId = 6) =>
  seedOrder(t.db, { status: ORDER_STATUS.TRANSIT, regionId: 'cl-central', providerId, externalId });

describe('provider comment history: GET /orders/{id}/provider-comments', () => {
  it('ORDER-54 ORDER-55 ORDER-56 pages from 0 by 20, newest first, with totalSize; sort and page follow the query', async () => {
    const order = await bluexOrder();
    const base = Date.UTC(2026, 0, 1);
    await t.db
      .insertInto('provider_comments')
      .values(
        Array.from({ length: 25 }, (_, i) => ({
          order_id: order.id,
          provider_id: 6,
          status: i % 2 ? 'EN_TRANSITO' : 'admitido',
          external_id: 'BX-1001',
          date_time: new Date(base + i * 60_000),
        })),
      )
      .execute();
    const first = (await t.app.inject({ url: `${API}/orders/${order.id}/provider-comments`, headers: admin })).json();
    expect(first.totalSize).toBe(25);
    expect(first.content).toHaveLength(20);
    expect(first.content[0]).toEqual({
      deliveryProviderName: 'Blue Express',
      status: 'admitido',
      dateTime: new Date(base + 24 * 60_000).toISOString(),
      externalId: 'BX-1001',
      providerId: 6,
    });
    const second = (
      await t.app.inject({ url: `${API}/orders/${order.id}/provider-comments?page=1&size=20`, headers: admin })
    ).json();
    expect(second.content).toHaveLength(5);
    const ascending = (
      await t.app.inject({
        url: `${API}/orders/${order.id}/provider-comments?direction=ASC&size=1&property=dateTime`,
        headers: admin,
      })
    ).json();
    expect(ascending.content[0].dateTime).toBe(new Date(base).toISOString());
    const byStatus = (
      await t.app.inject({
        url: `${API}/orders/${order.id}/provider-comments?property=status&direction=ASC&ignoreCase=true&size=1`,
        headers: admin,
      })
    ).json();
    expect(byStatus.content[0].status).toBe('admitido');
  });

  it('an order without reports answers an empty page; another region’s order is a 404', async () => {
    const order = await bluexOrder();
    const res = await t.app.inject({ url: `${API}/orders/${order.id}/provider-comments`, headers: admin });
    expect(res.json()).toEqual({ totalSize: 0, content: [] });
    const agent = await t.auth('agent2');
    expect(
      (await t.app.inject({ url: `${API}/orders/${order.id}/provider-comments`, headers: agent })).statusCode,
    ).toBe(404);
  });
});

const change = (orderId: number, payload: object, headers = admin) =>
  t.app.inject({ method: 'PUT', url: `${API}/orders/${orderId}/tracking-number`, headers, payload });

describe('tracking number: PUT /orders/{id}/tracking-number', () => {
  it('ORDER-60 changes the Blue Express tracking number and records the change in the events', async () => {
    const order = await bluexOrder();
    expect((await change(order.id, { oldNumber: 'BX-1001', newNumber: 'BX-2002' })).statusCode).toBe(204);
    const read = (await t.app.inject({ url: `${API}/orders/${order.id}`, headers: admin })).json();
    expect(read.externalId).toBe('BX-2002');
    const events = (await t.app.inject({ url: `${API}/orders/${order.id}/events`, headers: admin })).json();
    expect(events[0]).toMatchObject({
      action: 'UPDATE',
      details: { changed: ['externalId'], externalId: { from: 'BX-1001', to: 'BX-2002' } },
    });
  });

  it('ORDER-57 needs bluex-emission.tracking-number:edit', async () => {
    const order = await bluexOrder();
    const manager = await t.auth('manager');
    expect((await change(order.id, { oldNumber: 'BX-1001', newNumber: 'BX-3' }, manager)).statusCode).toBe(403);
  });

  it('ORDER-58 only a Blue Express order with an external id (409 otherwise)', async () => {
    const starken = await bluexOrder('ST-1', 5);
    expect((await change(starken.id, { oldNumber: 'ST-1', newNumber: 'ST-2' })).statusCode).toBe(409);
    const unsent = await bluexOrder(null);
    const res = await change(unsent.id, { oldNumber: 'X', newNumber: 'Y' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('only a Blue Express order with an external id');
  });

  it('ORDER-59 the new number must not be empty and must differ from the old one', async () => {
    const order = await bluexOrder();
    const empty = await change(order.id, { oldNumber: 'BX-1001', newNumber: '  ' });
    expect(empty.json().errors).toEqual({ newNumber: 'must not be empty' });
    const same = await change(order.id, { oldNumber: 'BX-1001', newNumber: 'BX-1001' });
    expect(same.json().errors).toEqual({ newNumber: 'must differ from the old number' });
    const stale = await change(order.id, { oldNumber: 'BX-0999', newNumber: 'BX-5' });
    expect(stale.statusCode).toBe(409);
  });
});
