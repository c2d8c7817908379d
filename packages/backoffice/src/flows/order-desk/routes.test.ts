import { ORDER_STATUS, REVERT_COMMENT } from '@umbrella/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';
import { createLead, seedOrder } from '../../testing/order-fixtures.js';
import { tagId } from '../../testing/search-fixtures.js';

let t: TestBackoffice;
let admin: Record<string, string>;
const ORDERS = '/module/orders/api/v1/orders';
const { DEPOSIT, CONFIRMED, VERIFIED, TRANSIT, CANCEL, REFUSED, DELIVERED } = ORDER_STATUS;

beforeAll(async () => {
  t = await buildTestBackoffice();
  admin = await t.auth('admin');
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>, headers = admin) =>
  t.app.inject({ method: 'POST', url, payload, headers });

async function orderWithLead(status: number, regionId = 'pe-central') {
  const leadId = await createLead(t.db, { regionId, sku: regionId === 'pe-central' ? 'PE-COLAGENO' : 'CO-COLAGENO' });
  return { ...(await seedOrder(t.db, { status, leadId, regionId })), leadId };
}

async function tag(orderId: number, value: string) {
  await t.db
    .insertInto('order_tags')
    .values({ order_id: orderId, tag_id: await tagId(t.db, 'pe-central', value), created_by: null })
    .execute();
}

const statusOf = async (table: 'orders' | 'leads', id: number) =>
  (await t.db.selectFrom(table).select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

const eventsOf = async (orderId: number) =>
  (await t.app.inject({ url: `${ORDERS}/${orderId}/events`, headers: admin })).json() as {
    action: string;
    status: number;
    whoDid: string | null;
    details: Record<string, unknown>;
  }[];

describe('cancel', () => {
  it.each([DEPOSIT, CONFIRMED, VERIFIED])(
    'ORDER-15 ORDER-25 cancels from status %i with a comment; the order, its lead and a CHANGE_STATUS event say so',
    async (status) => {
      const order = await orderWithLead(status);
      const res = await post(`${ORDERS}/${order.id}/cancel`, { comment: 'Cliente desiste' });
      expect(res.statusCode).toBe(200);
      expect(res.json().orders).toEqual([{ id: order.id, short_code: order.shortCode, from: status, status: CANCEL }]);
      expect(await statusOf('orders', order.id)).toBe(CANCEL);
      expect(await statusOf('leads', order.leadId)).toBe(CANCEL);
      const [event] = await eventsOf(order.id);
      expect(event).toMatchObject({ action: 'CHANGE_STATUS', status: CANCEL, details: { from: status, to: CANCEL } });
      expect(event?.details.comment).toBe('Cliente desiste');
      expect(event?.whoDid).toBeTruthy();
    },
  );

  it.each([TRANSIT, DELIVERED, CANCEL, REFUSED])(
    'ORDER-15 refuses to cancel from status %i (409) and changes nothing',
    async (status) => {
      const order = await orderWithLead(status);
      const res = await post(`${ORDERS}/${order.id}/cancel`, { comment: 'x' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(new RegExp(`${order.shortCode} cannot be cancelled`));
      // The refusal as a key and its values, for the web to say in the user's language.
      expect(res.json().reason).toEqual({
        key: 'orderCannotBeCancelled',
        values: { value: order.shortCode, orderStatus: status },
      });
      expect(await statusOf('orders', order.id)).toBe(status);
      expect(await eventsOf(order.id)).toEqual([]);
    },
  );

  it('ORDER-22 ORDER-23 needs a comment, or a reason other than OTRO (400 naming comment)', async () => {
    const order = await orderWithLead(CONFIRMED);
    const none = await post(`${ORDERS}/${order.id}/cancel`, { comment: '  ' });
    expect(none.statusCode).toBe(400);
    expect(Object.keys(none.json().errors)).toEqual(['comment']);
    const other = await post(`${ORDERS}/${order.id}/cancel`, { reason: 'OTRO' });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors.comment).toMatch(/OTRO/);
    const badReason = await post(`${ORDERS}/${order.id}/cancel`, { reason: 'BECAUSE', comment: 'x' });
    expect(badReason.statusCode).toBe(400);
    const reason = await post(`${ORDERS}/${order.id}/cancel`, { reason: 'NO_DESEA' });
    expect(reason.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('orders')
      .select(['cancel_reason', 'final_at'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row.cancel_reason).toBe('NO_DESEA');
    expect(row.final_at).not.toBeNull();
  });

  it('needs order:create:feature (403) and answers another region’s order like a missing one (404)', async () => {
    const order = await orderWithLead(CONFIRMED);
    const support = await post(`${ORDERS}/${order.id}/cancel`, { comment: 'x' }, await t.auth('support'));
    expect(support.statusCode).toBe(403);
    const agent2 = await post(`${ORDERS}/${order.id}/cancel`, { comment: 'x' }, await t.auth('agent2'));
    expect(agent2.statusCode).toBe(404);
    const missing = await post(`${ORDERS}/999999/cancel`, { comment: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(await statusOf('orders', order.id)).toBe(CONFIRMED);
  });
});

describe('verify', () => {
  it('ORDER-18 refuses a Confirmed order without an ORDER_PAID or ORDER_OVERPAID tag (409), all or none', async () => {
    const order = await orderWithLead(CONFIRMED);
    const res = await post(`${ORDERS}/verify`, { ids: [order.id] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/cannot be verified/);
    expect(await statusOf('orders', order.id)).toBe(CONFIRMED);
  });

  it.each([
    [CONFIRMED, 'ORDER_PAID'],
    [CONFIRMED, 'ORDER_OVERPAID'],
    [DEPOSIT, 'ORDER_PAID'],
  ])(
    'ORDER-18 ORDER-20 ORDER-25 verifies a %i order tagged %s; the lead follows, the event is written',
    async (status, value) => {
      const order = await orderWithLead(status);
      await tag(order.id, value);
      const res = await post(`${ORDERS}/verify`, { ids: [order.id] });
      expect(res.statusCode).toBe(200);
      expect(await statusOf('orders', order.id)).toBe(VERIFIED);
      expect(await statusOf('leads', order.leadId)).toBe(VERIFIED);
      expect((await eventsOf(order.id))[0]).toMatchObject({
        action: 'CHANGE_STATUS',
        details: { from: status, to: VERIFIED },
      });
    },
  );

  it('ORDER-18 all or none: one order that may not be verified leaves the others as they were', async () => {
    const paid = await orderWithLead(CONFIRMED);
    await tag(paid.id, 'ORDER_PAID');
    const waiting = await orderWithLead(DEPOSIT);
    await tag(waiting.id, 'WAITING_FOR_PAYMENT');
    const res = await post(`${ORDERS}/verify`, { ids: [paid.id, waiting.id] });
    expect(res.statusCode).toBe(409);
    expect(await statusOf('orders', paid.id)).toBe(CONFIRMED);
    const page = await t.app.inject({ url: `${ORDERS}/${paid.id}`, headers: admin });
    expect(page.json().tags).toEqual(['ORDER_PAID']);
  });

  it('ORDER-25 takes ids: an empty list is a 400, an unknown id a 404', async () => {
    expect((await post(`${ORDERS}/verify`, { ids: [] })).statusCode).toBe(400);
    expect((await post(`${ORDERS}/verify`, { ids: [999999] })).statusCode).toBe(404);
  });
});

describe('revert', () => {
  it('ORDER-16 ORDER-26 reverts a Verified order to the status it came from, with the fixed comment', async () => {
    const order = await orderWithLead(VERIFIED);
    await t.db
      .insertInto('order_events')
      .values({
        order_id: order.id,
        account_id: null,
        action: 'CHANGE_STATUS',
        status: VERIFIED,
        details: JSON.stringify({ from: DEPOSIT, to: VERIFIED }),
        created_at: new Date(),
      })
      .execute();
    const res = await post(`${ORDERS}/${order.id}/revert`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().orders[0]).toMatchObject({ from: VERIFIED, status: DEPOSIT });
    expect(await statusOf('leads', order.leadId)).toBe(DEPOSIT);
    const [event] = await eventsOf(order.id);
    expect(event?.details).toMatchObject({ from: VERIFIED, to: DEPOSIT, comment: 'No comment, reverted from UI' });
  });

  it('ORDER-16 reverts Transit to Verified when the history does not say, and refuses other statuses (409)', async () => {
    const transit = await orderWithLead(TRANSIT);
    const res = await post(`${ORDERS}/${transit.id}/revert`, { comment: REVERT_COMMENT });
    expect(res.json().orders[0]).toMatchObject({ from: TRANSIT, status: VERIFIED });
    for (const status of [DEPOSIT, CONFIRMED, CANCEL]) {
      const order = await orderWithLead(status);
      expect((await post(`${ORDERS}/${order.id}/revert`, {})).statusCode).toBe(409);
    }
  });
});

describe('lead events', () => {
  it('ORDER-53 ORDER-13 lists the events of the order’s lead, region-scoped', async () => {
    const order = await orderWithLead(CONFIRMED);
    await t.db
      .insertInto('lead_logs')
      .values({
        lead_id: order.leadId,
        order_id: null,
        account_id: null,
        action: 'LEAD_PHONE_REVEALED',
        created_at: new Date(),
      })
      .execute();
    const res = await t.app.inject({ url: `${ORDERS}/${order.id}/lead-events`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([expect.objectContaining({ source: 'LOG', action: 'LEAD_PHONE_REVEALED' })]);
    const other = await t.app.inject({ url: `${ORDERS}/${order.id}/lead-events`, headers: await t.auth('agent2') });
    expect(other.statusCode).toBe(404);
    const orphan = await seedOrder(t.db, { status: CONFIRMED });
    expect((await t.app.inject({ url: `${ORDERS}/${orphan.id}/lead-events`, headers: admin })).json()).toEqual([]);
  });
});
