import { createTestTokens, testConfig } from '@umbrella/backoffice/testing';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRemoteGateway } from '../remote.js';
import {
  type EmbeddedTestGateway,
  gatewayTestConfig,
  startEmbeddedGateway,
  startRemoteGateway,
} from '../testing/gateway.js';
import { closedPortUrl, startScriptedUpstream } from '../testing/upstreams.js';

const UNAUTHORIZED = { message: expect.any(String), code: 'UNAUTHORIZED' };

describe('auth at the gateway (embedded back-office)', () => {
  let gateway: EmbeddedTestGateway;
  beforeAll(async () => {
    gateway = await startEmbeddedGateway();
  });
  afterAll(() => gateway.close());

  const me = (headers: Record<string, string> = {}) => request(`${gateway.url}/module/account/api/v1/me`, { headers });

  it('answers 401 UNAUTHORIZED as JSON when the token is missing', async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
    expect(await response.body.json()).toEqual(UNAUTHORIZED);
  });

  it('answers 401 for an expired token', async () => {
    const token = await gateway.token('agent', { expiresIn: -60 });
    const response = await me({ authorization: `Bearer ${token}` });
    expect(response.statusCode).toBe(401);
    expect(await response.body.json()).toEqual(UNAUTHORIZED);
  });

  it('answers 401 for a forged token and for one issued for another audience', async () => {
    for (const token of [
      await gateway.token('agent', { forged: true }),
      await gateway.token('agent', { audience: 'someone-else' }),
      'not-a-jwt',
    ]) {
      const response = await me({ authorization: `Bearer ${token}` });
      expect(response.statusCode).toBe(401);
      expect(await response.body.json()).toEqual(UNAUTHORIZED);
    }
  });

  it('lets a valid token through to the back-office', async () => {
    const response = await me({ authorization: `Bearer ${await gateway.token('agent')}` });
    expect(response.statusCode).toBe(200);
    expect((await response.body.json()) as object).toMatchObject({ username: 'agent' });
  });

  it("lets a webmaster's server send leads with only its API key; the rest of /module/intake needs a session", async () => {
    const lead = await request(`${gateway.url}/module/intake/api/v1/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': 'umb_demo-leadmax-intake-key' },
      body: JSON.stringify({
        offerId: 'PE-COLAGENO-LMX',
        name: 'Rosa Díaz',
        phone: '+51987650001',
        externalId: 'gw-1',
      }),
    });
    expect(lead.statusCode).toBe(201);
    expect(await lead.body.json()).toMatchObject({ duplicate: false });
    const noKey = await request(`${gateway.url}/module/intake/api/v1/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        offerId: 'PE-COLAGENO-LMX',
        name: 'Rosa Díaz',
        phone: '+51987650001',
        externalId: 'gw-2',
      }),
    });
    expect(noKey.statusCode).toBe(401);
    await noKey.body.dump();
    const rotate = await request(`${gateway.url}/module/intake/api/v1/webmasters/1/api-key`, { method: 'POST' });
    expect(rotate.statusCode).toBe(401);
    expect(rotate.headers['www-authenticate']).toBe('Bearer');
    await rotate.body.dump();
  });

  it('keeps the back-office health and API docs public', async () => {
    const health = await request(`${gateway.url}/module/health`);
    expect(health.statusCode).toBe(200);
    await health.body.dump();
    const docs = await request(`${gateway.url}/module/docs/json`);
    expect(docs.statusCode).toBe(200);
    expect(((await docs.body.json()) as { openapi?: string }).openapi).toMatch(/^3\./);
  });

  it('returns the request id it logs, and keeps one the client sent', async () => {
    const generated = await request(`${gateway.url}/module/health`);
    await generated.body.dump();
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await request(`${gateway.url}/module/health`, { headers: { 'x-request-id': 'abc-123' } });
    await given.body.dump();
    expect(given.headers['x-request-id']).toBe('abc-123');
  });
});

describe('auth at the gateway (remote mode, keys from the issuer)', () => {
  it("verifies tokens against the issuer's discovery document and JWKS", async () => {
    const issuer = 'http://localhost:8080/oidc';
    const { privateKey, publicKey } = await generateKeyPair('ES256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'ES256', use: 'sig' };
    const upstream = await startScriptedUpstream((incoming) => {
      if (incoming.url === '/oidc/.well-known/openid-configuration') {
        return { status: 200, body: { issuer, jwks_uri: 'http://localhost:8080/oidc/jwks' } };
      }
      if (incoming.url === '/oidc/jwks') return { status: 200, body: { keys: [jwk] } };
      return { status: 200, body: { ok: true } };
    });
    const sign = (claims: { iss?: string; exp?: number } = {}) =>
      new SignJWT({ permissions: [] })
        .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
        .setSubject('7')
        .setIssuer(claims.iss ?? issuer)
        .setAudience('umbrella-api')
        .setIssuedAt()
        .setExpirationTime(claims.exp ?? Math.floor(Date.now() / 1000) + 600)
        .sign(privateKey);
    const app = await buildRemoteGateway({ ...gatewayTestConfig(), upstreamUrl: upstream.url });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const call = async (token: string) => {
        const response = await request(`${url}/module/bench/echo`, { headers: { authorization: `Bearer ${token}` } });
        await response.body.dump();
        return response.statusCode;
      };
      expect(await call(await sign())).toBe(200);
      expect(await call(await sign({ iss: 'http://evil/oidc' }))).toBe(401);
      expect(await call(await sign({ exp: Math.floor(Date.now() / 1000) - 5 }))).toBe(401);
      // Keys were read once (at first use), not per request.
      expect(upstream.received.filter((r) => r.url === '/oidc/jwks')).toHaveLength(1);
    } finally {
      await app.close();
      await upstream.close();
    }
  });

  it('answers 503 AUTH_UNAVAILABLE (not 401) while the issuer cannot be reached', async () => {
    const down = await closedPortUrl();
    const app = await buildRemoteGateway({ ...gatewayTestConfig(), upstreamUrl: down });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const tokens = await createTestTokens(testConfig());
      const response = await request(`${url}/module/account/api/v1/me`, {
        headers: { authorization: `Bearer ${await tokens.sign({ accountId: 1 })}` },
      });
      expect(response.statusCode).toBe(503);
      expect(await response.body.json()).toEqual({ message: expect.any(String), code: 'AUTH_UNAVAILABLE' });
    } finally {
      await app.close();
    }
  });

  it('checks the token before anything reaches the upstream', async () => {
    const upstream = await startScriptedUpstream(() => ({ status: 200, body: {} }));
    const tokens = await createTestTokens(testConfig());
    const gateway = await startRemoteGateway(upstream.url, tokens.verifyToken);
    try {
      const response = await request(`${gateway.url}/module/account/api/v1/me`);
      expect(response.statusCode).toBe(401);
      await response.body.dump();
      expect(upstream.received).toHaveLength(0);
    } finally {
      await gateway.close();
      await upstream.close();
    }
  });
});
