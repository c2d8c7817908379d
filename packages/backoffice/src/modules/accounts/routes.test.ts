import { UMBRELLA_CLAIM } from '@umbrella/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';

let t: TestBackoffice;
beforeAll(async () => {
  t = await buildTestBackoffice();
});
afterAll(() => t.close());

const get = async (url: string, username = 'agent') => t.app.inject({ url, headers: await t.auth(username) });

describe('GET /module/account/api/v1/me', () => {
  it('AUTH-07 AUTH-08 answers the profile fields of the current user from the database', async () => {
    const res = await get('/module/account/api/v1/me');
    expect(res.statusCode).toBe(200);
    const me = res.json();
    expect(me).toMatchObject({
      username: 'agent',
      name: 'Lucía',
      surname: 'Quispe Mamani',
      personalEmail: '',
      personalPhone: '',
      personalTgLogin: '',
      teamMemberInfo: { teamId: null, teamName: null },
      blocked: false,
    });
    expect(me.accountId).toBeTypeOf('number');
  });

  it('AUTH-09 AUTH-10 carries the timezone of the first region and the position', async () => {
    expect((await get('/module/account/api/v1/me')).json()).toMatchObject({
      timezone: 'America/Lima',
      position: 'Agent',
    });
    expect((await get('/module/account/api/v1/me', 'agent2')).json().timezone).toBe('America/Bogota');
    expect((await get('/module/account/api/v1/me', 'manager')).json().position).toBe('MANAGER');
  });

  it('AUTH-11 has productsIds, webmasterIds, projectIds and regionIds lists', async () => {
    const me = (await get('/module/account/api/v1/me')).json();
    expect(me.regionIds).toEqual(['cl-central', 'pe-central']);
    expect(me.productsIds.length).toBe(7); // 4 Peruvian + 3 Chilean products through the sales groups
    expect(me.webmasterIds.length).toBeGreaterThan(0);
    expect(me.projectIds).toEqual([]);
  });

  it('AUTH-12 ADMIN-17 has the permissions list of its roles', async () => {
    const me = (await get('/module/account/api/v1/me')).json();
    expect(me.permissions).toEqual(['order:create:feature', 'read:lead', 'read:report', 'task:current']);
    const manager = (await get('/module/account/api/v1/me', 'manager')).json();
    expect(manager.permissions).toContain('owner:users');
    expect(manager.permissions).toContain('sessions:read');
  });

  it('AUTH-13 the token claim block (features, regionIds, position, productsIds, email) matches the account', async () => {
    const token = await t.token('agent');
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    const me = (await get('/module/account/api/v1/me')).json();
    expect(payload.sub).toBe(String(me.accountId));
    expect(payload.permissions).toEqual(me.permissions);
    expect(payload[UMBRELLA_CLAIM]).toEqual({
      features: me.features,
      regionIds: me.regionIds,
      position: me.position,
      productsIds: me.productsIds,
      email: 'agent@umbrella.example',
    });
  });

  it('ADMIN-37 a blocked account gets 403 ACCOUNT_BLOCKED with the spec text', async () => {
    await t.db.updateTable('accounts').set({ blocked: true }).where('username', '=', 'support').execute();
    const res = await get('/module/account/api/v1/me', 'support');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'ACCOUNT_BLOCKED',
      message: 'Your account is blocked. Please address it to your manager',
      reason: { key: 'accountBlocked' },
    });
  });

  it('answers 401 when the account of a valid token no longer exists', async () => {
    const token = await t.tokens.sign({ accountId: 999_999 });
    const res = await t.app.inject({ url: '/module/account/api/v1/me', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });
});

describe('GET /module/account/api/v1/compare-time', () => {
  const now = () => Math.floor(Date.now() / 1000);

  it('AUTH-24 takes the device time in seconds and answers with the server time', async () => {
    const res = await get(`/module/account/api/v1/compare-time?timestamp=${now()}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Math.abs(body.serverTime - now())).toBeLessThanOrEqual(1);
    expect(Math.abs(body.differenceSeconds)).toBeLessThanOrEqual(1);
    expect(body.valid).toBe(true);
  });

  it('AUTH-20 a device clock more than 60 s off is reported as not valid', async () => {
    const fast = (await get(`/module/account/api/v1/compare-time?timestamp=${now() + 120}`)).json();
    expect(fast.valid).toBe(false);
    expect(fast.differenceSeconds).toBeGreaterThanOrEqual(119);
    const slow = (await get(`/module/account/api/v1/compare-time?timestamp=${now() - 3600}`)).json();
    expect(slow.valid).toBe(false);
    const close = (await get(`/module/account/api/v1/compare-time?timestamp=${now() - 30}`)).json();
    expect(close.valid).toBe(true);
  });

  it('answers 400 naming the timestamp field and the rule when it is missing or not a number', async () => {
    const missing = await get('/module/account/api/v1/compare-time');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'VALIDATION',
      errors: { timestamp: expect.stringContaining('required') },
    });
    expect(missing.json().message).toContain('timestamp');
    const text = await get('/module/account/api/v1/compare-time?timestamp=yesterday');
    expect(text.statusCode).toBe(400);
    expect(text.json().errors.timestamp).toContain('(type)');
  });
});

describe('GET /module/account/api/v1/agents', () => {
  it('AUTH-25 lists the accounts of the caller’s regions for owner:users', async () => {
    const res = await get('/module/account/api/v1/agents', 'manager');
    expect(res.statusCode).toBe(200);
    const agents = res.json() as { username: string; regionIds: string[]; position: string; blocked: boolean }[];
    expect(agents.map((a) => a.username).sort()).toEqual(
      ['admin', 'agent', 'agent2', 'delivery', 'finance', 'manager', 'support'].sort(),
    );
    expect(agents.find((a) => a.username === 'agent')).toMatchObject({
      name: 'Lucía',
      surname: 'Quispe Mamani',
      position: 'Agent',
      regionIds: ['cl-central', 'pe-central'],
      blocked: false,
    });
  });

  it('ADMIN-29 is scoped to the caller’s regions, also when a filter asks for others', async () => {
    const token = await t.token('manager', { regionIds: ['co-central'] });
    const headers = { authorization: `Bearer ${token}` };
    const own = (await t.app.inject({ url: '/module/account/api/v1/agents', headers })).json() as {
      username: string;
    }[];
    expect(own.map((a) => a.username)).toContain('agent2');
    expect(own.map((a) => a.username)).not.toContain('agent');
    const other = await t.app.inject({ url: '/module/account/api/v1/agents?regionIds=pe-central', headers });
    expect(other.json()).toEqual([]);
  });

  it('filters by position', async () => {
    const managers = (await get('/module/account/api/v1/agents?position=MANAGER', 'manager')).json() as {
      username: string;
    }[];
    expect(managers.map((a) => a.username).sort()).toEqual(['admin', 'manager']);
  });

  it('answers 403 FORBIDDEN without owner:users', async () => {
    const res = await get('/module/account/api/v1/agents', 'agent');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'FORBIDDEN',
      message: 'Missing permission: owner:users',
      reason: { key: 'missingPermission', values: { permissions: 'owner:users' } },
    });
  });
});

describe('GET /module/account/api/v1/account-mapping', () => {
  it('AUTH-25 maps every account id to "Name Surname"', async () => {
    const res = await get('/module/account/api/v1/account-mapping');
    expect(res.statusCode).toBe(200);
    const mapping = res.json() as Record<string, string>;
    const me = (await get('/module/account/api/v1/me')).json();
    expect(mapping[String(me.accountId)]).toBe('Lucía Quispe Mamani');
    expect(Object.keys(mapping)).toHaveLength(7);
  });
});
