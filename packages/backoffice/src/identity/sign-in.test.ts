import { UMBRELLA_CLAIM } from '@umbrella/contract';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { authorizeUrl, Browser, location, pkce } from './__tests__/browser.js';
import { freshDatabase, insertAccount } from './__tests__/database.js';
import {
  exchangeCode,
  followToCallback,
  PUBLIC_URL,
  REDIRECT_URI,
  type RunningIssuer,
  refresh,
  signIn,
  startIssuer,
  tokenRequest,
} from './__tests__/server.js';

const PASSWORD = 'correct horse';
let handle: DatabaseHandle;
let server: RunningIssuer;
let agentId: number;
const refusals = () =>
  handle.db
    .selectFrom('audit_log')
    .select(['target_type', 'target_id', 'actor_login'])
    .where('action', '=', 'SIGN_IN_REFUSED_BLOCKED')
    .orderBy('id')
    .execute();

beforeAll(async () => {
  handle = await freshDatabase();
  agentId = await insertAccount(handle, {
    username: 'agent',
    password: PASSWORD,
    name: 'Ana',
    surname: 'Quispe',
    email: 'ana@umbrella.test',
    permissions: ['read:lead', 'task:current'],
    regionIds: ['cl-central', 'pe-central'],
    features: ['voip'],
  });
  await insertAccount(handle, { username: 'blocked', password: PASSWORD, blocked: true });
  await insertAccount(handle, { username: 'later-blocked', password: PASSWORD });
  server = await startIssuer(handle);
}, 90_000);

afterAll(async () => {
  await server?.close();
  await handle?.close();
});

beforeEach(async () => {
  await handle.db.deleteFrom('sign_in_failures').execute();
});

/** An authorization request as the web app sends it, with a fresh PKCE challenge. */
const authorize = (base: string, extra: Record<string, string> = {}, redirectUri = `${PUBLIC_URL}/callback`) =>
  authorizeUrl({ base, clientId: 'umbrella-web', redirectUri, challenge: pkce().challenge, extra });

const alertOf = (html: string) => /role="alert"[^>]*>([^<]*)</.exec(html)?.[1];

describe('discovery', () => {
  it('AUTH-01 ADMIN-33 publishes the issuer at PUBLIC_URL/oidc with code flow, PKCE S256 and JWKS', async () => {
    const response = await fetch(`${server.base}/oidc/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as Record<string, unknown>;
    expect(document.issuer).toBe(`${PUBLIC_URL}/oidc`);
    expect(document.authorization_endpoint).toBe(`${server.base}/oidc/auth`);
    expect(document.token_endpoint).toBe(`${server.base}/oidc/token`);
    expect(document.end_session_endpoint).toBe(`${server.base}/oidc/session/end`);
    expect(document.code_challenge_methods_supported).toEqual(['S256']);
    expect(document.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'email', 'offline_access']));
    const jwks = (await (await fetch(String(document.jwks_uri))).json()) as { keys: Record<string, unknown>[] };
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });

  it('trusts X-Forwarded-Proto and X-Forwarded-Host from the proxy in front', async () => {
    const response = await fetch(`${server.base}/oidc/.well-known/openid-configuration`, {
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'umbrella.example.com' },
    });
    const document = (await response.json()) as Record<string, unknown>;
    expect(document.authorization_endpoint).toBe('https://umbrella.example.com/oidc/auth');
  });

  it('leaves the rest of the host application alone (embedded in another Fastify instance)', async () => {
    const response = await fetch(`${server.base}/module/health`);
    expect(await response.json()).toEqual({ ok: true });
  });
});

describe('sign-in', () => {
  it('AUTH-01 AUTH-05 AUTH-13 signs in with authorization code + PKCE and issues JWT access tokens with permissions and the namespaced claim', async () => {
    const browser = new Browser();
    const { code, state, verifier } = await signIn(browser, server.base, { username: 'agent', password: PASSWORD });
    expect(state).toBe('st');
    expect(code).toBeTruthy();

    const { status, body } = await exchangeCode(server.base, code as string, verifier);
    expect(status).toBe(200);
    expect(body.token_type).toBe('Bearer');
    expect(body.expires_in).toBe(900);
    expect(body.refresh_token).toBeTruthy();
    expect(decodeProtectedHeader(body.access_token)).toMatchObject({ typ: 'at+jwt', alg: 'RS256' });
    const claims = decodeJwt(body.access_token);
    expect(claims).toMatchObject({ sub: String(agentId), aud: 'umbrella-api', iss: `${PUBLIC_URL}/oidc` });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(900);

    const caller = await server.issuer.verifyToken(body.access_token);
    expect(caller).toMatchObject({
      accountId: agentId,
      permissions: ['read:lead', 'task:current'],
      features: ['voip'],
      regionIds: ['cl-central', 'pe-central'],
      position: 'Agent',
      productsIds: [],
      email: 'ana@umbrella.test',
    });

    const idToken = decodeJwt(body.id_token as string);
    expect(idToken).toMatchObject({
      sub: String(agentId),
      name: 'Ana Quispe',
      family_name: 'Quispe',
      preferred_username: 'agent',
      email: 'ana@umbrella.test',
      nonce: 'n-0S6_WzA2Mj',
      [UMBRELLA_CLAIM]: {
        features: ['voip'],
        regionIds: ['cl-central', 'pe-central'],
        position: 'Agent',
        productsIds: [],
        email: 'ana@umbrella.test',
      },
    });
  });

  it('refreshes tokens, rotating the refresh token so a spent one is refused', async () => {
    const browser = new Browser();
    const { code, verifier } = await signIn(browser, server.base, { username: 'agent', password: PASSWORD });
    const first = (await exchangeCode(server.base, code as string, verifier)).body;

    const second = await refresh(server.base, first.refresh_token as string);
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).toBeTruthy();
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    expect((await server.issuer.verifyToken(second.body.access_token)).permissions).toEqual([
      'read:lead',
      'task:current',
    ]);

    const replay = await refresh(server.base, first.refresh_token as string);
    expect(replay.status).toBe(400);
    expect(replay.body.error).toBe('invalid_grant');
  });

  it('accepts the API resource indicator urn:umbrella-api when the client sends it, and refuses other resources', async () => {
    const browser = new Browser();
    const resource = { resource: 'urn:umbrella-api' };
    const { code, verifier } = await signIn(
      browser,
      server.base,
      { username: 'agent', password: PASSWORD },
      { extra: resource },
    );
    const tokens = await tokenRequest(server.base, {
      grant_type: 'authorization_code',
      code: code as string,
      code_verifier: verifier,
      redirect_uri: REDIRECT_URI,
      ...resource,
    });
    expect(decodeJwt(tokens.body.access_token).aud).toBe('umbrella-api');
    const refreshed = await tokenRequest(server.base, {
      grant_type: 'refresh_token',
      refresh_token: tokens.body.refresh_token as string,
      ...resource,
    });
    expect(decodeJwt(refreshed.body.access_token).aud).toBe('umbrella-api');

    // The bare audience is not an absolute URI, which resource indicators must be (decision 0203).
    const bare = await browser.get(authorize(server.base, { resource: 'umbrella-api' }));
    expect(new URL(location(bare, server.base)).searchParams.get('error')).toBe('invalid_target');
  });

  it('renews silently (prompt=none) with the existing session, without showing a page', async () => {
    const browser = new Browser();
    await signIn(browser, server.base, { username: 'agent', password: PASSWORD });
    const { verifier, challenge } = pkce();
    const url = authorizeUrl({
      base: server.base,
      clientId: 'umbrella-web',
      redirectUri: `${PUBLIC_URL}/silent-renew`,
      challenge,
      extra: { prompt: 'none' },
    });
    const response = await browser.get(url);
    const callback = new URL(location(response, server.base));
    expect(callback.origin + callback.pathname).toBe(`${PUBLIC_URL}/silent-renew`);
    const code = callback.searchParams.get('code') as string;
    expect(code).toBeTruthy();
    const tokens = await exchangeCodeFor(`${PUBLIC_URL}/silent-renew`, code, verifier);
    expect(tokens.status).toBe(200);

    const stranger = await new Browser().get(url);
    expect(new URL(location(stranger, server.base)).searchParams.get('error')).toBe('login_required');
  });

  it('accepts the callback on both loopback names of the public port', async () => {
    const browser = new Browser();
    await signIn(browser, server.base, { username: 'agent', password: PASSWORD });
    for (const origin of ['http://127.0.0.1:8080', 'http://localhost:8080']) {
      const response = await browser.get(authorize(server.base, { prompt: 'none' }, `${origin}/callback`));
      expect(location(response, server.base).startsWith(`${origin}/callback?code=`)).toBe(true);
    }
  });

  it('refuses an authorization request without PKCE', async () => {
    const params = new URLSearchParams({
      client_id: 'umbrella-web',
      response_type: 'code',
      scope: 'openid',
      redirect_uri: `${PUBLIC_URL}/callback`,
    });
    const response = await fetch(`${server.base}/oidc/auth?${params}`, { redirect: 'manual' });
    expect(new URL(location(response, server.base)).searchParams.get('error')).toBe('invalid_request');
  });

  it('shows its own Umbrella sign-in page in Spanish by default, English through ui_locales, Accept-Language or the language link', async () => {
    const browser = new Browser();
    const open = async (extra: Record<string, string>, headers: Record<string, string> = {}) => {
      const started = await browser.get(authorize(server.base, extra), headers);
      const interaction = location(started, server.base);
      const page = await browser.get(interaction, headers);
      return { interaction, page, html: await page.text() };
    };

    const spanish = await open({});
    expect(spanish.page.status).toBe(200);
    expect(spanish.page.headers.get('content-type')).toContain('text/html');
    expect(spanish.page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(spanish.html).toContain('<html lang="es">');
    expect(spanish.html).toContain('Umbrella');
    expect(spanish.html).toContain('Iniciar sesión');
    expect(spanish.html).not.toMatch(/https?:\/\/(?!localhost)/);

    expect((await open({ ui_locales: 'en' })).html).toContain('<html lang="en">');
    expect((await open({}, { 'accept-language': 'en-US,en;q=0.9' })).html).toContain('<html lang="en">');
    const link = await browser.get(`${spanish.interaction}?lang=en`);
    expect(await link.text()).toContain('Sign in with your Umbrella account.');
  });

  it('gives the same message for a wrong password and an unknown username, and no code', async () => {
    const wrongPassword = await signIn(
      new Browser(),
      server.base,
      { username: 'agent', password: 'nope' },
      { extra: { ui_locales: 'en' } },
    );
    const unknownUser = await signIn(
      new Browser(),
      server.base,
      { username: 'nobody', password: PASSWORD },
      { extra: { ui_locales: 'en' } },
    );
    for (const result of [wrongPassword, unknownUser]) {
      expect(result.page.status).toBe(401);
      expect(result.code).toBeUndefined();
      expect(alertOf(result.html)).toBe('Wrong username or password.');
    }
    const spanish = await signIn(new Browser(), server.base, { username: 'agent', password: 'nope' });
    expect(alertOf(spanish.html)).toBe('Usuario o contraseña incorrectos.');
  });

  it('ERR-10 ADMIN-37 refuses a blocked account with the blocked message and gives it no code', async () => {
    const english = await signIn(
      new Browser(),
      server.base,
      { username: 'blocked', password: PASSWORD },
      { extra: { ui_locales: 'en' } },
    );
    expect(english.page.status).toBe(403);
    expect(english.code).toBeUndefined();
    expect(alertOf(english.html)).toBe('Your account is blocked. Please address it to your manager');

    const spanish = await signIn(new Browser(), server.base, { username: 'blocked', password: PASSWORD });
    expect(spanish.page.status).toBe(403);
    expect(alertOf(spanish.html)).toBe('Tu cuenta está bloqueada. Por favor, comunícalo a tu supervisor.');
  });

  it('issue 17 audit: each refused sign-in of a blocked account is an audit entry of that account', async () => {
    const before = await refusals();
    await signIn(new Browser(), server.base, { username: 'blocked', password: PASSWORD });
    await signIn(new Browser(), server.base, { username: 'blocked', password: 'wrong' });
    const after = await refusals();
    expect(after.length - before.length).toBe(1);
    expect(after.at(-1)).toMatchObject({ target_type: 'account', actor_login: expect.stringContaining('blocked') });
  });

  it('ERR-10 ADMIN-37 stops refresh and silent renewal once an account is blocked', async () => {
    const browser = new Browser();
    const { code, verifier } = await signIn(browser, server.base, { username: 'later-blocked', password: PASSWORD });
    const tokens = (await exchangeCode(server.base, code as string, verifier)).body;
    await handle.db.updateTable('accounts').set({ blocked: true }).where('username', '=', 'later-blocked').execute();

    const refused = await refresh(server.base, tokens.refresh_token as string);
    expect(refused.body.error).toBe('invalid_grant');
    const silent = await browser.get(authorize(server.base, { prompt: 'none' }));
    expect(new URL(location(silent, server.base)).searchParams.get('code')).toBeNull();
  });

  it('rejects a sign-in form posted without the interaction cookie or to another interaction (CSRF)', async () => {
    const victim = new Browser();
    const started = await victim.get(authorize(server.base));
    const interaction = location(started, server.base);

    const forged = await new Browser().postForm(`${interaction}/login`, { username: 'agent', password: PASSWORD });
    expect(forged.status).toBe(400);
    expect(forged.headers.get('location')).toBeNull();

    const otherUid = await victim.postForm(`${server.base}/oidc/interaction/some-other-uid/login`, {
      username: 'agent',
      password: PASSWORD,
    });
    expect(otherUid.status).toBe(400);
  });
});

describe('restart and sign-out', () => {
  it('keeps sessions and refresh tokens across a restart (a second issuer on the same database)', async () => {
    const browser = new Browser();
    const { code, verifier } = await signIn(browser, server.base, { username: 'agent', password: PASSWORD });
    const tokens = (await exchangeCode(server.base, code as string, verifier)).body;

    const restarted = await startIssuer(handle);
    try {
      expect((await restarted.issuer.verifyToken(tokens.access_token)).accountId).toBe(agentId);
      const refreshed = await refresh(restarted.base, tokens.refresh_token as string);
      expect(refreshed.status).toBe(200);

      const silent = await browser.get(authorize(restarted.base, { prompt: 'none' }));
      expect(new URL(location(silent, restarted.base)).searchParams.get('code')).toBeTruthy();
    } finally {
      await restarted.close();
    }
  });

  it('signs out through its own page, ending the session and its refresh tokens', async () => {
    const browser = new Browser();
    const { code, verifier } = await signIn(browser, server.base, { username: 'agent', password: PASSWORD });
    const tokens = (await exchangeCode(server.base, code as string, verifier)).body;

    const params = new URLSearchParams({
      id_token_hint: tokens.id_token as string,
      post_logout_redirect_uri: `${PUBLIC_URL}/login`,
      client_id: 'umbrella-web',
    });
    const confirm = await browser.get(`${server.base}/oidc/session/end?${params}`);
    expect(confirm.status).toBe(200);
    const html = await confirm.text();
    expect(html).toContain('Umbrella');
    expect(html).toContain('Cerrar sesión');
    const action = /action="([^"]+)"/.exec(html)?.[1] as string;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] as string;
    const done = await browser.postForm(new URL(action, server.base).toString(), { xsrf, logout: 'yes' });
    expect(location(done, server.base)).toBe(`${PUBLIC_URL}/login`);

    expect((await refresh(server.base, tokens.refresh_token as string)).body.error).toBe('invalid_grant');
    const silent = await browser.get(authorize(server.base, { prompt: 'none' }));
    const again = await followToCallback(browser, location(silent, server.base));
    expect(again.error).toBe('login_required');
  });
});

function exchangeCodeFor(redirectUri: string, code: string, verifier: string) {
  return fetch(`${server.base}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: 'umbrella-web',
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: redirectUri,
    }).toString(),
  });
}
