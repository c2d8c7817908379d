import { randomUUID } from 'node:crypto';
import { BLACKLISTED_PHONE_MESSAGE } from '@umbrella/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../../testing/build.js';
import { claimLeadTask, createLead, createPeruOrder } from '../../../testing/order-fixtures.js';

let t: TestBackoffice;
let support: Record<string, string>;
const API = '/module/leads/api/v1/blacklist';

beforeAll(async () => {
  t = await buildTestBackoffice();
  support = await t.auth('support', { regionIds: ['pe-central'] });
});
afterAll(() => t.close());

const add = (payload: object, headers = support) =>
  t.app.inject({
    method: 'POST',
    url: `${API}/add`,
    payload,
    headers: { ...headers, 'idempotency-key': randomUUID() },
  });
const page = (payload: object, headers = support) =>
  t.app.inject({ method: 'POST', url: `${API}/all`, payload, headers });

describe('phone blacklist', () => {
  it('BLACKLIST-02 BLACKLIST-10 BLACKLIST-11 blocks a phone, lists it newest first with author and comment, and unblocks it', async () => {
    const first = await add({ phone: '+51911000001', comment: 'Broma' });
    expect(first.statusCode).toBe(200);
    const second = await add({ phone: '+51911000002' });
    expect(second.json()).toMatchObject({ phone: '+51911000002', comment: null });

    const listed = await page({ page: 0, pageSize: 20 });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().totalSize).toBe(2);
    expect(listed.json().leads.map((e: { phone: string }) => e.phone)).toEqual(['+51911000002', '+51911000001']);
    expect(listed.json().leads[1]).toMatchObject({
      id: first.json().id,
      comment: 'Broma',
      author: expect.stringMatching(/\S/),
      created: expect.stringMatching(/Z$/),
    });

    const found = await page({ page: 0, pageSize: 20, phone: '000001' });
    expect(found.json()).toMatchObject({ totalSize: 1, leads: [{ phone: '+51911000001' }] });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${API}/delete/${second.json().id}`,
      headers: support,
    });
    expect(removed.statusCode).toBe(204);
    expect((await page({ page: 0, pageSize: 20 })).json().totalSize).toBe(1);
  });

  it('BLACKLIST-04 a phone search of 1 to 3 characters is refused naming the field', async () => {
    const res = await page({ page: 0, pageSize: 20, phone: '519' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ phone: 'Phone number should be at least 4 digits' });
  });

  it('BLACKLIST-06 BLACKLIST-07 the phone must be E.164 of a region and the comment at most 80 characters', async () => {
    const badPhone = await add({ phone: '987654321' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().errors).toHaveProperty('phone');
    const longComment = await add({ phone: '+51911000003', comment: 'x'.repeat(81) });
    expect(longComment.statusCode).toBe(400);
    expect(longComment.json().errors).toHaveProperty('comment');
    expect((await add({ phone: '+51911000003', comment: 'x'.repeat(80) })).statusCode).toBe(200);
    const again = await add({ phone: '+51911000003' });
    expect(again.statusCode).toBe(409);
  });

  it('BLACKLIST-01 BLACKLIST-05 BLACKLIST-09 reading, blocking and unblocking each need their permission', async () => {
    const agent = await t.auth('agent', { regionIds: ['pe-central'] });
    expect((await page({ page: 0, pageSize: 20 }, agent)).statusCode).toBe(403);
    expect((await add({ phone: '+51911000004' }, agent)).statusCode).toBe(403);
    const entry = (await add({ phone: '+51911000004' })).json();
    const del = await t.app.inject({ method: 'DELETE', url: `${API}/delete/${entry.id}`, headers: agent });
    expect(del.statusCode).toBe(403);
    expect(del.json().message).toContain('lead:blacklist:del');
  });

  it("another region's phone cannot be blocked, and its entries are neither listed nor deleted", async () => {
    const chile = await t.auth('support', { regionIds: ['cl-central'] });
    expect((await add({ phone: '+51911000005' }, chile)).statusCode).toBe(403);
    const peru = (await add({ phone: '+51911000005' })).json();
    expect((await page({ page: 0, pageSize: 20 }, chile)).json()).toEqual({ leads: [], totalSize: 0 });
    const del = await t.app.inject({ method: 'DELETE', url: `${API}/delete/${peru.id}`, headers: chile });
    expect(del.statusCode).toBe(404);
  });

  it('a blacklisted phone produces no new lead: new-lead answers 400 naming phone', async () => {
    await add({ phone: '+51911000006' });
    const agent = await t.auth('agent', { regionIds: ['pe-central'] });
    const res = await t.app.inject({
      method: 'POST',
      url: '/module/leads/leads/new-lead',
      headers: { ...agent, 'idempotency-key': randomUUID() },
      payload: { region: 'pe-central', name: 'Broma', phone: '+51911000006', offerId: 'PE-COLAGENO-LMX', productId: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.phone).toBe(BLACKLISTED_PHONE_MESSAGE);
    // The web says it in the user's language from its key.
    expect(res.json().reasons).toEqual({ phone: { key: 'phoneBlacklisted' } });
    expect(await t.db.selectFrom('leads').select('id').where('phone', '=', '+51911000006').execute()).toEqual([]);
  });

  it("a blacklisted phone produces no new order: the lead's order is refused naming phone, and none is written", async () => {
    const agent = await t.auth('agent', { features: [] });
    const leadId = await createLead(t.db, {
      regionId: 'pe-central',
      sku: 'PE-COLAGENO',
      offerId: 'PE-COLAGENO-LMX',
      phone: '+51911000007',
    });
    await claimLeadTask(t.db, leadId, 'agent');
    await add({ phone: '+51911000007' });
    await expect(createPeruOrder(t, agent, leadId)).rejects.toThrow(/400.*blacklisted/);
    expect(await t.db.selectFrom('orders').select('id').where('lead_id', '=', leadId).execute()).toEqual([]);
  });
});
