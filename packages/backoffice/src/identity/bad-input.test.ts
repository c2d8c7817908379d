/**
 * Issue 18 "500s on bad input", the issuer's side: a NUL character in the parameters of
 * /oidc/auth, the interaction login, token, revocation and session end is a 400 in the house
 * error shape naming the parameter, never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../testing/build.js';

let t: TestBackoffice;
beforeAll(async () => {
  t = await buildTestBackoffice({ issuer: true });
});
afterAll(() => t.close());

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

const expectNamed = (res: { statusCode: number; json(): unknown }, field: string) => {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({
    code: 'VALIDATION',
    message: expect.any(String),
    errors: { [field]: expect.any(String) },
  });
};

describe('the issuer refuses the NUL character with a 400 naming the parameter', () => {
  it('/oidc/auth query parameters', async () => {
    const res = await t.app.inject({ url: '/oidc/auth?client_id=umbrella-web&state=a%00b&response_type=code' });
    expectNamed(res, 'state');
  });

  it('the interaction login form and its uid', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/oidc/interaction/some-uid/login',
      ...form({ username: 'agent\u0000', password: 'umbrella' }),
    });
    expectNamed(login, 'username');
    const uid = await t.app.inject({ url: '/oidc/interaction/a%00b' });
    expectNamed(uid, 'uid');
  });

  it('token, revocation and session end', async () => {
    const token = await t.app.inject({
      method: 'POST',
      url: '/oidc/token',
      ...form({ grant_type: 'authorization_code', client_id: 'umbrella-web', code: 'a\u0000b' }),
    });
    expectNamed(token, 'code');
    const revocation = await t.app.inject({
      method: 'POST',
      url: '/oidc/token/revocation',
      ...form({ client_id: 'umbrella-web', token: '\u0000' }),
    });
    expectNamed(revocation, 'token');
    const end = await t.app.inject({ url: '/oidc/session/end?id_token_hint=%00' });
    expectNamed(end, 'id_token_hint');
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/oidc/session/end/confirm',
      ...form({ xsrf: 'a\u0000', logout: 'yes' }),
    });
    expectNamed(confirm, 'xsrf');
  });

  it('a JSON body nested 10 000 deep is a 400 naming the body, not a stack overflow', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: { 'content-type': 'application/json' },
      payload: `{"code":${'['.repeat(10_000)}${']'.repeat(10_000)}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      errors: { body: 'must not be nested deeper than 64 levels' },
    });
  });

  it('an unpaired surrogate in a JSON body is a 400 naming the parameter (decision 1760)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: { 'content-type': 'application/json' },
      payload: '{"grant_type":"authorization_code","code":"a\\ud800"}',
    });
    expectNamed(res, 'code');
  });

  it('clean requests still reach the provider (its discovery and its own errors)', async () => {
    expect((await t.app.inject({ url: '/oidc/.well-known/openid-configuration' })).statusCode).toBe(200);
    const token = await t.app.inject({
      method: 'POST',
      url: '/oidc/token',
      ...form({
        grant_type: 'authorization_code',
        client_id: 'umbrella-web',
        code: 'nope',
        code_verifier: 'v'.repeat(43),
        redirect_uri: 'http://localhost:8080/callback',
      }),
    });
    expect(token.statusCode).toBe(400);
    expect(token.json()).toMatchObject({ error: 'invalid_grant' });
  });
});
