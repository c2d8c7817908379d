import { randomUUID } from 'node:crypto';
import { ORDER_STATUS } from '@umbrella/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';
import { seedOrder } from '../../testing/order-fixtures.js';
import { tagId } from '../../testing/search-fixtures.js';
import { httpChatTickets } from './chat-tickets.js';

let t: TestBackoffice;
let admin: Record<string, string>;
let support: Record<string, string>;
const API = '/module/orders/api/v1';
const { DEPOSIT, CONFIRMED } = ORDER_STATUS;

beforeAll(async () => {
  t = await buildTestBackoffice();
  admin = await t.auth('admin');
  support = await t.auth('support');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers = admin, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: method === 'POST' ? { ...headers, 'idempotency-key': randomUUID() } : headers,
    payload,
  });

async function waitingOrder(status: number = DEPOSIT, tagged = true) {
  const order = await seedOrder(t.db, { status });
  if (tagged) {
    await t.db
      .insertInto('order_tags')
      .values({ order_id: order.id, tag_id: await tagId(t.db, 'pe-central', 'WAITING_FOR_PAYMENT'), created_by: null })
      .execute();
  }
  return order;
}

const tomorrow = () => new Date(Date.now() + 24 * 3600 * 1000).toISOString();

describe('reminders', () => {
  it('ORDER-19 ORDER-39 ORDER-42 sets, reads, updates and deletes the reminder of a Deposit order waiting for payment', async () => {
    const order = await waitingOrder();
    expect((await call('GET', `${API}/reminders/${order.shortCode}`)).json()).toEqual({ reminder: null });
    const callAt = tomorrow();
    const set = await call('POST', `${API}/reminders`, admin, {
      orderShortCode: order.shortCode,
      callAt,
      notes: 'Llamar',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ orderShortCode: order.shortCode, callAt, notes: 'Llamar' });
    const read = (await call('GET', `${API}/reminders/${order.shortCode}`)).json();
    expect(read.reminder).toMatchObject({ callAt, notes: 'Llamar', createdBy: expect.any(String) });
    const again = await call('POST', `${API}/reminders`, admin, { orderShortCode: order.shortCode, callAt });
    expect(again.statusCode).toBe(409);
    const later = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString();
    const updated = await call('PUT', `${API}/reminders/${order.shortCode}`, admin, {
      callAt: later,
      notes: 'Otra vez',
    });
    expect(updated.json()).toMatchObject({ callAt: later, notes: 'Otra vez' });
    expect((await call('DELETE', `${API}/reminders/${order.shortCode}`)).statusCode).toBe(204);
    expect((await call('GET', `${API}/reminders/${order.shortCode}`)).json()).toEqual({ reminder: null });
    expect((await call('DELETE', `${API}/reminders/${order.shortCode}`)).statusCode).toBe(404);
  });

  it('ORDER-19 refuses a reminder without the WAITING_FOR_PAYMENT tag or outside Deposit (409)', async () => {
    for (const order of [await waitingOrder(DEPOSIT, false), await waitingOrder(CONFIRMED)]) {
      const res = await call('POST', `${API}/reminders`, admin, {
        orderShortCode: order.shortCode,
        callAt: tomorrow(),
      });
      expect(res.statusCode).toBe(409);
    }
  });

  it('ORDER-40 ORDER-41 needs a date-time, not before yesterday (400 naming callAt); region-scoped and permission-checked', async () => {
    const order = await waitingOrder();
    const dateOnly = await call('POST', `${API}/reminders`, admin, {
      orderShortCode: order.shortCode,
      callAt: '2030-01-01',
    });
    expect(dateOnly.statusCode).toBe(400);
    const old = new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString();
    const past = await call('POST', `${API}/reminders`, admin, { orderShortCode: order.shortCode, callAt: old });
    expect(past.statusCode).toBe(400);
    expect(Object.keys(past.json().errors)).toEqual(['callAt']);
    const other = await call('GET', `${API}/reminders/${order.shortCode}`, await t.auth('agent2'));
    expect(other.statusCode).toBe(404);
    const noPermission = await call('POST', `${API}/reminders`, support, {
      orderShortCode: order.shortCode,
      callAt: tomorrow(),
    });
    expect(noPermission.statusCode).toBe(403);
  });
});

describe('comments', () => {
  it('ORDER-43 ORDER-47 ORDER-48 adds, lists newest first, updates and deletes a comment', async () => {
    const order = await seedOrder(t.db, { status: CONFIRMED });
    const added = await call('POST', `${API}/orders/${order.id}/comments`, support, { commentText: ' Primera ' });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ text: 'Primera', createdBy: expect.any(String), updated: null });
    await call('POST', `${API}/orders/${order.id}/comments`, support, { commentText: 'Segunda' });
    const list = (await call('GET', `${API}/orders/${order.id}/comments`, support)).json();
    expect(list.map((c: { text: string }) => c.text)).toEqual(['Segunda', 'Primera']);
    const changed = await call('PUT', `${API}/comments/${added.json().id}`, support, { newCommentText: 'Cambiada' });
    expect(changed.json()).toMatchObject({ text: 'Cambiada', updated: expect.any(String) });
    expect((await call('DELETE', `${API}/comments/${added.json().id}`, support)).statusCode).toBe(204);
    expect((await call('GET', `${API}/orders/${order.id}/comments`, support)).json()).toHaveLength(1);
  });

  it('ORDER-43 an empty or blank comment is a 400 naming the field', async () => {
    const order = await seedOrder(t.db, { status: CONFIRMED });
    for (const commentText of ['', '   ']) {
      const res = await call('POST', `${API}/orders/${order.id}/comments`, support, { commentText });
      expect(res.statusCode).toBe(400);
    }
  });

  it('ORDER-45 only the author with order.comments:modify changes or deletes a comment; ORDER-04 reading needs order.comments:read', async () => {
    const order = await seedOrder(t.db, { status: CONFIRMED });
    const added = (await call('POST', `${API}/orders/${order.id}/comments`, support, { commentText: 'Mía' })).json();
    expect((await call('PUT', `${API}/comments/${added.id}`, admin, { newCommentText: 'x' })).statusCode).toBe(403);
    expect((await call('DELETE', `${API}/comments/${added.id}`, admin)).statusCode).toBe(403);
    const agent = await t.auth('agent');
    expect((await call('GET', `${API}/orders/${order.id}/comments`, agent)).statusCode).toBe(403);
    expect((await call('POST', `${API}/orders/${order.id}/comments`, agent, { commentText: 'x' })).statusCode).toBe(
      403,
    );
    const otherRegion = await t.auth('agent2', { permissions: ['order.comments:read', 'order.comments:modify'] });
    expect((await call('GET', `${API}/orders/${order.id}/comments`, otherRegion)).statusCode).toBe(404);
    expect((await call('DELETE', `${API}/comments/${added.id}`, otherRegion)).statusCode).toBe(404);
  });
});

describe('chat tickets', () => {
  it('ORDER-49 ORDER-50 lists the tickets about the order from the local store; none is an empty list; region-scoped', async () => {
    const order = await seedOrder(t.db, { status: CONFIRMED });
    const bare = await seedOrder(t.db, { status: CONFIRMED });
    await t.db
      .insertInto('chat_tickets')
      .values({
        order_short_code: order.shortCode,
        status: 'assigned',
        assignee: 'Sofía',
        ticket_url: 'https://chat.example/t/1',
      })
      .execute();
    const res = await call('GET', `${API}/chat-tickets/${order.shortCode}`);
    expect(res.json()).toEqual([
      { status: 'assigned', assignee: 'Sofía', createdAt: expect.any(String), ticketUrl: 'https://chat.example/t/1' },
    ]);
    expect((await call('GET', `${API}/chat-tickets/${bare.shortCode}`)).json()).toEqual([]);
    expect((await call('GET', `${API}/chat-tickets/${order.shortCode}`, await t.auth('agent2'))).statusCode).toBe(404);
  });

  it('ORDER-50 the chat service’s 404 is an empty list; another failure is an error', async () => {
    const answer = (status: number, body: unknown = []) =>
      (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;
    expect(await httpChatTickets('http://chat.test', answer(404)).byShortCode('X')).toEqual([]);
    const ticket = { status: 'enqueued', assignee: null, createdAt: '2026-11-25T10:00:00.000Z', ticketUrl: 'u' };
    expect(await httpChatTickets('http://chat.test', answer(200, [ticket])).byShortCode('X')).toEqual([ticket]);
    await expect(httpChatTickets('http://chat.test', answer(500)).byShortCode('X')).rejects.toThrow(/500/);
  });
});
