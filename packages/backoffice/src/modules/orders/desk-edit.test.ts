import { randomUUID } from 'node:crypto';
import { addDays, localNow, ORDER_STATUS } from '@umbrella/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';
import { createLead, productId, seedOrder } from '../../testing/order-fixtures.js';

let t: TestBackoffice;
let admin: Record<string, string>;
let support: Record<string, string>;
const API = '/module/orders/api/v1';
const { DEPOSIT, CONFIRMED, VERIFIED } = ORDER_STATUS;
const today = () => localNow(new Date(), 'America/Lima').date;

beforeAll(async () => {
  t = await buildTestBackoffice();
  admin = await t.auth('admin');
  support = await t.auth('support');
});
afterAll(() => t.close());

async function leadOrder(status: number) {
  const leadId = await createLead(t.db, { regionId: 'pe-central', sku: 'PE-COLAGENO' });
  return { ...(await seedOrder(t.db, { status, leadId })), leadId };
}

async function priceOf(leadId: number, quantities: Record<number, number>) {
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}/orders/calculate`,
    headers: admin,
    payload: { leadId, discountId: null, productIdToQuantity: quantities },
  });
  return (res.json() as { totalPrice: number }).totalPrice;
}

async function editBody(leadId: number, qty = 3) {
  const product = await productId(t.db, 'PE-COLAGENO');
  return {
    fullName: 'Rosa María Pérez',
    city: 'Lima',
    district: 'Miraflores',
    postalCode: '15074',
    address: 'Av. Larco 123',
    preferredDate: addDays(today(), 2),
    preferredTime: '10:00',
    deliveryProviderId: 1,
    items: [{ id: product, qty }],
    total: await priceOf(leadId, { [product]: qty }),
  };
}

const patch = (orderId: number, payload: object, headers = admin) =>
  t.app.inject({ method: 'PATCH', url: `${API}/orders/${orderId}`, headers, payload });

describe('order edit form: PATCH /orders/{id}', () => {
  it('ORDER-27 ORDER-38 writes the form fields and products, prices them again and records an UPDATE event', async () => {
    const order = await leadOrder(DEPOSIT);
    const body = await editBody(order.leadId);
    const res = await patch(order.id, { ...body, phone: '+51912345678' });
    expect(res.statusCode).toBe(200);
    const saved = res.json().order;
    expect(saved).toMatchObject({
      full_name: 'Rosa María Pérez',
      city: 'Lima',
      district: 'Miraflores',
      postal_code: '15074',
      address: 'Av. Larco 123',
      delivery_provider_id: 1,
      price: body.total,
      phone: '+51912345678',
      status: DEPOSIT,
    });
    expect(saved.products).toEqual([expect.objectContaining({ qty: 3 })]);
    expect(saved.deliveryInfo).toMatchObject({ preferredDate: body.preferredDate, preferredDeliveryTime: '10:00' });
    const events = (await t.app.inject({ url: `${API}/orders/${order.id}/events`, headers: admin })).json();
    expect(events[0]).toMatchObject({
      action: 'UPDATE',
      details: { mode: 'edit', changed: expect.arrayContaining(['fullName', 'address', 'phone', 'total']) },
    });
  });

  it('ORDER-14 edits only Deposit and Confirmed orders (409 for Verified)', async () => {
    const confirmed = await leadOrder(CONFIRMED);
    expect((await patch(confirmed.id, await editBody(confirmed.leadId))).statusCode).toBe(200);
    const verified = await leadOrder(VERIFIED);
    const refused = await patch(verified.id, await editBody(verified.leadId));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('cannot be edited');
  });

  it('ORDER-28 every field but the phone is required: a blank one is a 400 naming it', async () => {
    const order = await leadOrder(DEPOSIT);
    const body = await editBody(order.leadId);
    for (const field of ['fullName', 'address', 'city', 'postalCode', 'district', 'preferredDate', 'total'] as const) {
      const { [field]: _left, ...rest } = body;
      const res = await patch(order.id, rest);
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().errors ?? {}).join(' ') + res.json().message, field).toContain(field);
    }
    const blank = await patch(order.id, { ...body, address: '   ' });
    expect(blank.json().errors).toMatchObject({ address: 'is required' });
  });

  it('ORDER-29 the preferred date runs from yesterday up to 10 days ahead', async () => {
    const order = await leadOrder(DEPOSIT);
    const body = await editBody(order.leadId);
    expect((await patch(order.id, { ...body, preferredDate: addDays(today(), -1) })).statusCode).toBe(200);
    expect((await patch(order.id, { ...body, preferredDate: addDays(today(), 10) })).statusCode).toBe(200);
    for (const date of [addDays(today(), -2), addDays(today(), 11)]) {
      const res = await patch(order.id, { ...body, preferredDate: date });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toMatchObject({ preferredDate: 'must be from yesterday up to 10 days ahead' });
    }
  });

  it('ORDER-30 the preferred time is on the hour', async () => {
    const order = await leadOrder(DEPOSIT);
    const body = await editBody(order.leadId);
    const res = await patch(order.id, { ...body, preferredTime: '10:30' });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('preferredTime');
    expect((await patch(order.id, { ...body, preferredTime: '18:00' })).statusCode).toBe(200);
  });

  it('ORDER-33 ORDER-34 quantities are 1 to 8, and a total of 2 cannot be ordered', async () => {
    const order = await leadOrder(DEPOSIT);
    const body = await editBody(order.leadId);
    const product = body.items[0]?.id as number;
    for (const qty of [0, 9]) {
      const res = await patch(order.id, { ...body, items: [{ id: product, qty }] });
      expect(res.statusCode, String(qty)).toBe(400);
      expect(JSON.stringify(res.json())).toContain('items');
    }
    const two = await patch(order.id, { ...(await editBody(order.leadId, 2)) });
    expect(two.json().errors).toMatchObject({ items: 'a total quantity of 2 cannot be ordered' });
    expect((await patch(order.id, await editBody(order.leadId, 8))).statusCode).toBe(200);
  });

  it('ORDER-37 the phone must be "+", a digit 1–9 and 10 to 14 digits', async () => {
    const order = await leadOrder(DEPOSIT);
    const body = await editBody(order.leadId);
    for (const phone of ['51912345678', '+0912345678901', '+5191234567', '+5191234567890123']) {
      const res = await patch(order.id, { ...body, phone });
      expect(res.statusCode, phone).toBe(400);
      expect(JSON.stringify(res.json()), phone).toContain('phone');
    }
    expect((await patch(order.id, { ...body, phone: '+519123456789012' })).statusCode).toBe(200);
  });

  it('ORDER-38 a total that is no longer the price, or another region’s provider, is a 400 naming the field', async () => {
    const order = await leadOrder(DEPOSIT);
    const body = await editBody(order.leadId);
    const stale = await patch(order.id, { ...body, total: body.total + 100 });
    expect(stale.json().errors).toMatchObject({ total: expect.stringContaining(String(body.total)) });
    const chilean = await patch(order.id, { ...body, deliveryProviderId: 6 });
    expect(chilean.json().errors).toMatchObject({ deliveryProviderId: 'is not a delivery provider of pe-central' });
  });

  it('needs order:create:feature; another region’s order is a 404', async () => {
    const order = await leadOrder(DEPOSIT);
    const body = await editBody(order.leadId);
    expect((await patch(order.id, body, support)).statusCode).toBe(403);
    const agent2 = await t.auth('agent2');
    expect((await patch(order.id, body, agent2)).statusCode).toBe(404);
  });
});

const sendLink = (payload: object, headers = admin) =>
  t.app.inject({
    method: 'POST',
    url: `${API}/orders/payment-link`,
    headers: { ...headers, 'idempotency-key': randomUUID() },
    payload,
  });

describe('send payment link: POST /orders/payment-link', () => {
  it('ORDER-61 ORDER-64 queues an SMS with the payment link to the phone given, or the order’s, with a SEND_PAYMENT_INSTRUCTION event', async () => {
    const order = await leadOrder(DEPOSIT);
    const given = await sendLink({ shortCode: order.shortCode, regionId: 'pe-central', phone: '+51911122233' });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toMatchObject({ shortCode: order.shortCode, recipient: '+51911122233' });
    // The link carries a token, never the guessable short code (decision 1791).
    expect(given.json().paymentLink).toMatch(/^http:\/\/localhost:8080\/pay\/[A-Za-z0-9_-]{32}$/);
    expect(given.json().paymentLink).not.toContain(order.shortCode);
    const own = await sendLink({ shortCode: order.shortCode, regionId: 'pe-central' });
    expect(own.json().recipient).toBeNull();
    const messages = (await t.app.inject({ url: `${API}/messages?orderId=${order.id}`, headers: admin })).json();
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'PAYMENT_LINK', channel: 'Sms', recipient: '+51911122233' }),
        expect.objectContaining({ kind: 'PAYMENT_LINK', channel: 'Sms', recipient: '+51987654321' }),
      ]),
    );
    expect(messages.map((m: { body: string }) => m.body).join(' ')).toContain(given.json().paymentLink);
    const events = (await t.app.inject({ url: `${API}/orders/${order.id}/events`, headers: admin })).json();
    expect(events.filter((e: { action: string }) => e.action === 'SEND_PAYMENT_INSTRUCTION')).toHaveLength(2);
  });

  it('ORDER-17 only a Deposit order can be sent its link (409 for Confirmed)', async () => {
    const order = await leadOrder(CONFIRMED);
    const res = await sendLink({ shortCode: order.shortCode, regionId: 'pe-central' });
    expect(res.statusCode).toBe(409);
  });

  it('ORDER-61 ORDER-37 a phone that is given must match the edit phone format', async () => {
    const order = await leadOrder(DEPOSIT);
    const res = await sendLink({ shortCode: order.shortCode, regionId: 'pe-central', phone: '+51 911' });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('phone');
  });

  it('another region’s order (or a wrong region) is a 404', async () => {
    const order = await leadOrder(DEPOSIT);
    expect((await sendLink({ shortCode: order.shortCode, regionId: 'cl-central' })).statusCode).toBe(404);
    const agent2 = await t.auth('agent2');
    expect((await sendLink({ shortCode: order.shortCode, regionId: 'pe-central' }, agent2)).statusCode).toBe(404);
  });
});
