import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../testing/build.js';

let t: TestBackoffice;
let agentId: number;
beforeAll(async () => {
  t = await buildTestBackoffice();
  agentId = (await t.db.selectFrom('accounts').select('id').where('username', '=', 'agent').executeTakeFirstOrThrow())
    .id;
});
afterAll(() => t.close());

const ME = '/module/account/api/v1/me';
const me = (authorization?: string) =>
  t.app.inject({ url: ME, headers: authorization === undefined ? {} : { authorization } });

describe('bearer authentication', () => {
  it('answers 401 UNAUTHORIZED without an Authorization header', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Missing bearer access token' });
  });

  it('answers 401 for a scheme other than Bearer', async () => {
    expect((await me('Basic YWdlbnQ6dW1icmVsbGE=')).statusCode).toBe(401);
  });

  it('answers 401 for a token signed by an unknown key (forged)', async () => {
    const forged = await t.tokens.sign({ accountId: agentId, permissions: ['owner:users'] }, { forged: true });
    const res = await me(`Bearer ${forged}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Invalid or expired access token' });
  });

  it('answers 401 for an expired token', async () => {
    const expired = await t.token('agent', {}, { expiresIn: -30 });
    expect((await me(`Bearer ${expired}`)).statusCode).toBe(401);
  });

  it('answers 401 for a token of another audience or issuer', async () => {
    expect((await me(`Bearer ${await t.token('agent', {}, { audience: 'someone-else' })}`)).statusCode).toBe(401);
    expect((await me(`Bearer ${await t.token('agent', {}, { issuer: 'https://evil.example' })}`)).statusCode).toBe(401);
  });

  it('answers 401 for a tampered payload', async () => {
    const [header, , signature] = (await t.token('agent')).split('.');
    const payload = Buffer.from(JSON.stringify({ sub: '1', permissions: ['owner:users'] })).toString('base64url');
    expect((await me(`Bearer ${header}.${payload}.${signature}`)).statusCode).toBe(401);
  });

  it('accepts a valid token', async () => {
    expect((await me(`Bearer ${await t.token('agent')}`)).statusCode).toBe(200);
  });

  it('lets public routes through without a token', async () => {
    const res = await t.app.inject({ url: '/module/health' });
    expect(res.statusCode).toBe(200);
  });

  it('answers unknown /module paths with a JSON 404', async () => {
    const res = await t.app.inject({ url: '/module/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});

describe('permission guard', () => {
  it('ADMIN-16 grants only when the caller holds ALL listed permissions (403 FORBIDDEN otherwise)', async () => {
    const url = '/module/sessions/api/v1/online';
    const without = await t.app.inject({ url, headers: await t.auth('agent') });
    expect(without.statusCode).toBe(403);
    expect(without.json()).toEqual({
      code: 'FORBIDDEN',
      message: 'Missing permission: sessions:read',
      reason: { key: 'missingPermission', values: { permissions: 'sessions:read' } },
    });
    const granted = await t.app.inject({ url, headers: await t.auth('agent', { permissions: ['sessions:read'] }) });
    expect(granted.statusCode).toBe(200);
  });

  it('ADMIN-11 a route open to several jobs lets in a caller holding any one of them (anyPermission)', async () => {
    const url = '/module/profile/api/v1/regions?ids=pe-central';
    const none = await t.app.inject({ url, headers: await t.auth('agent', { permissions: ['task:current'] }) });
    expect(none.statusCode).toBe(403);
    expect(none.json()).toEqual({
      code: 'FORBIDDEN',
      message: 'Missing permission: one of read:lead, owner:users',
      reason: { key: 'missingPermissionOneOf', values: { permissions: 'read:lead, owner:users' } },
    });
    for (const one of ['read:lead', 'owner:users'] as const) {
      const res = await t.app.inject({ url, headers: await t.auth('agent', { permissions: [one] }) });
      expect(res.statusCode, one).toBe(200);
    }
  });

  it('decides on the token’s permissions, not on what the UI hides', async () => {
    const url = '/module/account/api/v1/agents';
    const manager = await t.app.inject({ url, headers: await t.auth('manager') });
    expect(manager.statusCode).toBe(200);
    const stripped = await t.app.inject({ url, headers: await t.auth('manager', { permissions: ['read:lead'] }) });
    expect(stripped.statusCode).toBe(403);
  });

  it('ADMIN-37 refuses a blocked account on every private route, even with a valid token', async () => {
    const headers = await t.auth('finance');
    await t.db.updateTable('accounts').set({ blocked: true }).where('username', '=', 'finance').execute();
    for (const url of ['/module/catalog/api/v1/regions', '/module/account/api/v1/account-mapping']) {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        code: 'ACCOUNT_BLOCKED',
        message: 'Your account is blocked. Please address it to your manager',
        reason: { key: 'accountBlocked' },
      });
    }
  });
});
