import { BLACKLISTED_PHONE_MESSAGE } from '@umbrella/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INTAKE_KEY } from '../../seed/offers.js';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';

let t: TestBackoffice;
beforeAll(async () => {
  t = await buildTestBackoffice();
});
afterAll(() => t.close());

const send = (body: object, key: string | undefined = DEMO_INTAKE_KEY) =>
  t.app.inject({
    method: 'POST',
    url: '/module/intake/api/v1/leads',
    headers: key ? { 'x-api-key': key } : {},
    payload: body,
  });
const lead = (externalId: string, extra: object = {}) => ({
  offerId: 'PE-COLAGENO-LMX',
  name: 'Rosa Díaz',
  phone: '+51987650123',
  regionId: 'pe-central',
  externalId,
  ...extra,
});

describe('lead intake API', () => {
  it('creates a new lead of the offer for the key’s webmaster, and the same externalId again answers the first lead', async () => {
    const first = await send(lead('wm-1001'));
    expect(first.statusCode, first.body).toBe(201);
    const { leadId } = first.json();
    const row = await t.db.selectFrom('leads').selectAll().where('id', '=', leadId).executeTakeFirstOrThrow();
    const webmaster = await t.db
      .selectFrom('webmasters')
      .select('id')
      .where('name', '=', 'LeadMax LATAM')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      offer_id: 'PE-COLAGENO-LMX',
      region_id: 'pe-central',
      webmaster_id: webmaster.id,
      name: 'Rosa Díaz',
      phone: '+51987650123',
      holder_account_id: null,
    });
    const retries = await Promise.all([send(lead('wm-1001')), send(lead('wm-1001', { name: 'Otra' }))]);
    for (const retry of retries) {
      expect(retry.statusCode).toBe(200);
      expect(retry.json()).toEqual({ leadId, duplicate: true });
    }
    const count = await t.db
      .selectFrom('lead_intakes')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('external_id', '=', 'wm-1001')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    expect(await t.db.selectFrom('leads').select('id').where('name', '=', 'Otra').execute()).toEqual([]);
  });

  it('refuses a blacklisted phone with a 400 on phone and creates no lead', async () => {
    await t.db.insertInto('phone_blacklist').values({ phone: '+51987650999', region_id: 'pe-central' }).execute();
    const res = await send(lead('wm-1002', { phone: '+51987650999' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ phone: BLACKLISTED_PHONE_MESSAGE });
    expect(await t.db.selectFrom('leads').select('id').where('phone', '=', '+51987650999').execute()).toEqual([]);
    expect(
      await t.db.selectFrom('lead_intakes').select('lead_id').where('external_id', '=', 'wm-1002').execute(),
    ).toEqual([]);
  });

  it('refuses a missing or unknown key (401), an unknown offer, another region and a bad phone (400 naming the field)', async () => {
    expect((await send(lead('wm-1003'), '')).statusCode).toBe(401);
    expect((await send(lead('wm-1003'), 'umb_wrong')).statusCode).toBe(401);
    expect((await send(lead('wm-1003', { offerId: 'NO-SUCH' }))).json().errors).toHaveProperty('offerId');
    const wrong = await send(lead('wm-1003', { regionId: 'cl-central', phone: '12' }));
    expect(Object.keys(wrong.json().errors).sort()).toEqual(['phone', 'regionId']);
  });

  it('finance and manager, who read webmasters, cannot rotate a key and cut the lead feed (decision 1761)', async () => {
    const leadMax = await t.db
      .selectFrom('webmasters')
      .select('id')
      .where('name', '=', 'LeadMax LATAM')
      .executeTakeFirstOrThrow();
    const url = `/module/intake/api/v1/webmasters/${leadMax.id}/api-key`;
    for (const username of ['finance', 'manager', 'agent']) {
      const res = await t.app.inject({ method: 'POST', url, headers: await t.auth(username) });
      expect(res.statusCode, username).toBe(403);
      expect(res.json().message, username).toContain('webmaster.api-key:rotate');
    }
    // The webmaster's key still feeds leads.
    const fed = await send(lead('wm-1761'));
    expect(fed.statusCode, fed.body).toBe(201);
  });

  it('an admin issues a new key (shown once, stored hashed); the old key stops working', async () => {
    const webmaster = await t.db
      .selectFrom('webmasters')
      .select('id')
      .where('name', '=', 'AfiliaPro')
      .executeTakeFirstOrThrow();
    const url = `/module/intake/api/v1/webmasters/${webmaster.id}/api-key`;
    expect((await t.app.inject({ method: 'POST', url, headers: await t.auth('agent') })).statusCode).toBe(403);
    const issued = await t.app.inject({ method: 'POST', url, headers: await t.auth('admin') });
    expect(issued.statusCode, issued.body).toBe(200);
    const { apiKey } = issued.json();
    const stored = await t.db
      .selectFrom('webmasters')
      .select('api_key_hash')
      .where('id', '=', webmaster.id)
      .executeTakeFirstOrThrow();
    expect(stored.api_key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.api_key_hash).not.toContain(apiKey);
    expect(
      (await send(lead('wm-2001', { offerId: 'CL-COLAGENO-AFP', regionId: undefined, phone: '+56987650123' }), apiKey))
        .statusCode,
    ).toBeLessThan(300);
    const rotated = (await t.app.inject({ method: 'POST', url, headers: await t.auth('admin') })).json().apiKey;
    expect(rotated).not.toBe(apiKey);
    expect((await send(lead('wm-2002'), apiKey)).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/module/intake/api/v1/webmasters/2147483000/api-key',
          headers: await t.auth('admin'),
        })
      ).statusCode,
    ).toBe(404);
  });
});
