import { ERROR_CODES, VOIP_CONFIG_PATH, VOIP_RESOLVE_PATH } from '@umbrella/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TELEPHONY_OFF, type TelephonyConfig } from '../../platform/telephony-config.js';
import { seedTelephonyDemo } from '../../seed/telephony.js';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';
import { createTelephonyService } from './index.js';

const ON: TelephonyConfig = { enabled: true, serverUrl: undefined, testNumber: '*43', domain: undefined };

let t: TestBackoffice;
let off: TestBackoffice;
let leadId: number;
let otherRegionLeadId: number;
let notMineLeadId: number;

async function insertLead(regionId: string, phone: string, holder?: string): Promise<number> {
  const holderId = holder
    ? (await t.db.selectFrom('accounts').select('id').where('username', '=', holder).executeTakeFirstOrThrow()).id
    : null;
  const product = await t.db
    .selectFrom('products')
    .select('id')
    .where('region_id', '=', regionId)
    .executeTakeFirstOrThrow();
  const row = await t.db
    .insertInto('leads')
    .values({
      region_id: regionId,
      product_id: product.id,
      name: 'Cliente Prueba',
      phone,
      status: 5,
      holder_account_id: holderId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  [t, off] = await Promise.all([
    buildTestBackoffice({ config: { telephony: ON } }),
    buildTestBackoffice({ config: { telephony: TELEPHONY_OFF } }),
  ]);
  await seedTelephonyDemo(t.db, ON);
  leadId = await insertLead('pe-central', '+51987654321', 'agent');
  otherRegionLeadId = await insertLead('mx-central', '+525512345678', 'agent');
  notMineLeadId = await insertLead('pe-central', '+51911111111', 'manager');
});
afterAll(async () => {
  await Promise.all([t.close(), off.close()]);
});

const config = async (b: TestBackoffice, username: string, headers: Record<string, string> = {}) =>
  b.app.inject({ url: VOIP_CONFIG_PATH, headers: { ...(await b.auth(username)), ...headers } });
const resolve = async (username: string, reference: string) =>
  t.app.inject({ method: 'POST', url: VOIP_RESOLVE_PATH, headers: await t.auth(username), payload: { reference } });

describe('voip config', () => {
  it('PHONE-03 PHONE-41 AUTH-14 a voip agent gets serverUrl (the relay), extensionId, password and testNumber', async () => {
    const res = await config(t, 'agent', { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'umbrella.example.com' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ serverUrl: 'wss://umbrella.example.com/gateway/sip', testNumber: '*43' });
    expect(body.extensionId).toMatch(/^\d{4}$/);
    expect(body.password.length).toBeGreaterThanOrEqual(12);
  });

  it('one extension per agent: agent and agent2 have different extensions that stay the same', async () => {
    const a = (await config(t, 'agent')).json();
    const b = (await config(t, 'agent2')).json();
    expect(a.extensionId).not.toBe(b.extensionId);
    await seedTelephonyDemo(t.db, ON);
    expect((await config(t, 'agent')).json()).toMatchObject({ extensionId: a.extensionId, password: a.password });
  });

  it('AUTH-16 the feature is recognised when written "VOIP"', async () => {
    const res = await config(t, 'agent', {
      authorization: `Bearer ${await t.token('agent', { features: ['VOIP'] })}`,
    });
    expect(res.statusCode).toBe(200);
  });

  it('a user without the voip feature gets 403', async () => {
    const res = await config(t, 'manager');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(ERROR_CODES.forbidden);
  });

  it('PHONE-02 a voip user without an extension gets null credentials', async () => {
    const res = await config(t, 'support', {
      authorization: `Bearer ${await t.token('support', { features: ['voip'] })}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ extensionId: null, password: null });
  });

  it('without a PBX configured it answers 409 VOIP_NOT_CONFIGURED', async () => {
    const res = await config(off, 'agent', {
      authorization: `Bearer ${await off.token('agent', { features: ['voip'] })}`,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'VOIP_NOT_CONFIGURED',
      message: 'Telephony is not configured on this server',
      reason: { key: 'telephonyOff' },
    });
  });

  it('the demo grants voip and voip:outbound to agent and agent2 only with a PBX, and takes them back without', async () => {
    const features = async (b: TestBackoffice, username: string) => {
      const me = await b.app.inject({ url: '/module/account/api/v1/me', headers: await b.auth(username) });
      return { features: me.json().features, permissions: me.json().permissions };
    };
    expect(await features(t, 'agent2')).toMatchObject({
      features: expect.arrayContaining(['voip']),
      permissions: expect.arrayContaining(['voip:outbound']),
    });
    expect((await features(t, 'manager')).features).not.toContain('voip');
    await seedTelephonyDemo(off.db, ON);
    await seedTelephonyDemo(off.db, TELEPHONY_OFF);
    const after = await features(off, 'agent');
    expect(after.features).not.toContain('voip');
    expect(after.permissions).not.toContain('voip:outbound');
  });
});

describe('masked dial resolution', () => {
  it('PHONE-10 resolves a lead reference to the real number and records who dialled it', async () => {
    const res = await resolve('agent', `lead-${leadId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ reference: `lead-${leadId}`, phone: '+51987654321' });
    const dials = await t.db.selectFrom('voip_dials').selectAll().where('lead_id', '=', leadId).execute();
    expect(dials).toHaveLength(1);
    expect(dials[0]?.extension).toMatch(/^\d{4}$/);
  });

  it('PHONE-11 a caller without voip:outbound gets a permissions error', async () => {
    const res = await resolve('manager', `lead-${leadId}`);
    expect(res.statusCode).toBe(403);
  });

  it("a lead outside the caller's regions is not found, as a missing one", async () => {
    const res = await resolve('agent', `lead-${otherRegionLeadId}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(ERROR_CODES.notFound);
  });

  it('a lead someone else works on cannot be dialled (as for a reveal)', async () => {
    const res = await resolve('agent', `lead-${notMineLeadId}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You may call only a lead you are working on');
  });

  it('PHONE-09 resolves an order reference (of an order the agent wrote) through its lead', async () => {
    const agentId = (
      await t.db.selectFrom('accounts').select('id').where('username', '=', 'agent').executeTakeFirstOrThrow()
    ).id;
    const order = await t.db
      .insertInto('orders')
      .values({ short_code: 'TEL-0001', lead_id: notMineLeadId, region_id: 'pe-central', created_by: agentId })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await resolve('agent', `order-${order.id}`);
    expect(res.json()).toEqual({ reference: `order-${order.id}`, phone: '+51911111111' });
  });

  it('an unknown lead is 404 and a malformed reference is 400', async () => {
    expect((await resolve('agent', 'lead-999999')).statusCode).toBe(404);
    const bad = await resolve('agent', '+51987654321');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('reference');
  });
});

describe('extension registration', () => {
  it('registerAccountExtensions gives the next free numbers and never two accounts the same one', async () => {
    const ids = (
      await t.db.selectFrom('accounts').select('id').where('username', 'in', ['finance', 'delivery']).execute()
    ).map((a) => a.id);
    const [first, second] = await Promise.all([
      createTelephonyService({ db: t.db }).registerExtensions(ids),
      createTelephonyService({ db: t.db }).registerExtensions(ids),
    ]);
    expect(first).toEqual(second);
    const all = await t.db.selectFrom('voip_extensions').select('extension').execute();
    expect(new Set(all.map((e) => e.extension)).size).toBe(all.length);
  });

  it('AGENT-41 AGENT-42 registerAccountExtensions([agentId]) answers [{agentId, extensionId}] and needs owner:users', async () => {
    const agent = await t.app.inject({
      method: 'POST',
      url: '/module/resources/api/v1/voip-extensions',
      headers: await t.auth('agent'),
      payload: { accountIds: [1] },
    });
    expect(agent.statusCode).toBe(403);
    const admin = await t.app.inject({
      method: 'POST',
      url: '/module/resources/api/v1/voip-extensions',
      headers: await t.auth('admin'),
      payload: { accountIds: [1] },
    });
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toEqual([{ agentId: 1, extensionId: expect.stringMatching(/^\d+$/) }]);
  });
  it('an account id that does not exist is a 400 naming it, not a 500 (schema fuzzer, decision 1721)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/module/resources/api/v1/voip-extensions',
      headers: await t.auth('admin'),
      payload: { accountIds: [1, 449403333] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', errors: { 'accountIds.1': 'is not an account' } });
    expect(
      await t.db.selectFrom('voip_extensions').select('account_id').where('account_id', '=', 449403333).execute(),
    ).toEqual([]);
  });
});
