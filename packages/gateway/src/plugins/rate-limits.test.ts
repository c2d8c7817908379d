import { createTestTokens, testConfig } from '@umbrella/backoffice/testing';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../config.js';
import { startEmbeddedGateway, startRemoteGateway } from '../testing/gateway.js';
import { startScriptedUpstream, type TestUpstream } from '../testing/upstreams.js';

const tokens = await createTestTokens(testConfig());
const bearerOf = async (accountId: number) => `Bearer ${await tokens.sign({ accountId })}`;

const SEARCH = '/module/orders/api/v1/orders/search';
const CALLS = '/module/resources/api/v1/cdr/calls';
const SHEET = '/module/orders/api/v1/orders/sheet';

describe('issue 17 rate limits on costly searches (remote mode, scripted back-office)', () => {
  let upstream: TestUpstream;
  let gateway: Awaited<ReturnType<typeof startRemoteGateway>>;
  beforeAll(async () => {
    upstream = await startScriptedUpstream(() => ({ status: 200, body: { content: [], totalSize: 0 } }));
    gateway = await startRemoteGateway(upstream.url, tokens.verifyToken, {
      rateLimits: {
        search: { max: 3, windowMs: 60_000 },
        export: { max: 1, windowMs: 60_000 },
        payment: { max: 2, windowMs: 60_000 },
      },
    });
  });
  afterAll(async () => {
    await gateway.close();
    await upstream.close();
  });

  const search = (authorization: string, path = SEARCH) =>
    request(`${gateway.url}${path}`, {
      method: path === CALLS ? 'GET' : 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: path === CALLS ? undefined : '{}',
    });

  it('a user over the limit gets 429 RATE_LIMITED with Retry-After; the back-office never sees it; another user and cheap routes are unaffected', async () => {
    const alice = await bearerOf(1);
    const bob = await bearerOf(2);
    const before = upstream.received.length;
    for (let i = 0; i < 3; i++) {
      const ok = await search(alice);
      expect(ok.statusCode).toBe(200);
      await ok.body.dump();
    }
    const refused = await search(alice);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/application\/json/);
    expect(await refused.body.json()).toEqual({
      message: expect.stringMatching(/^Too many searches in a short time: try again in \d+ second/),
      code: 'RATE_LIMITED',
      reason: { key: 'tooManySearches', values: { seconds: expect.any(Number) } },
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(upstream.received.length - before).toBe(3);

    // Another user: own budget.
    const other = await search(bob);
    expect(other.statusCode).toBe(200);
    await other.body.dump();
    // The same user on another costly route: that route's own budget.
    const calls = await search(alice, CALLS);
    expect(calls.statusCode).toBe(200);
    await calls.body.dump();
    // Cheap routes are not limited at all.
    for (let i = 0; i < 10; i++) {
      const cheap = await request(`${gateway.url}/module/orders/api/v1/orders/42`, {
        headers: { authorization: alice },
      });
      expect(cheap.statusCode).toBe(200);
      expect(cheap.headers['x-ratelimit-limit']).toBeUndefined();
      await cheap.body.dump();
    }
  });

  it("the payment page's uploads are limited per address, without a session, whichever link they use; reading the page is not", async () => {
    const send = (token: string) =>
      request(`${gateway.url}/module/pay/api/v1/links/${token}/upload-link`, { method: 'POST' });
    for (const token of ['first-link', 'second-link']) {
      const ok = await send(token);
      expect(ok.statusCode).toBe(200);
      await ok.body.dump();
    }
    const refused = await send('third-link');
    expect(refused.statusCode).toBe(429);
    expect(await refused.body.json()).toMatchObject({
      message: expect.stringMatching(/^Too many receipts sent in a short time/),
      code: 'RATE_LIMITED',
    });
    for (let i = 0; i < 4; i++) {
      const page = await request(`${gateway.url}/module/pay/api/v1/links/first-link`);
      expect(page.statusCode).toBe(200);
      await page.body.dump();
    }
  });

  it('exports have their own, lower limit, with an export message', async () => {
    const carol = await bearerOf(3);
    const first = await search(carol, SHEET);
    expect(first.statusCode).toBe(200);
    await first.body.dump();
    const second = await search(carol, SHEET);
    expect(second.statusCode).toBe(429);
    expect(await second.body.json()).toMatchObject({ message: /^Too many exports/, code: 'RATE_LIMITED' });
  });

  it('a request without a valid token is refused 401 by the token check, not counted', async () => {
    for (let i = 0; i < 5; i++) {
      const response = await search('Bearer not-a-token');
      expect(response.statusCode).toBe(401);
      await response.body.dump();
    }
  });
});

describe('issue 17 rate limits: configuration', () => {
  it('defaults a real manager never hits (30 searches / 10 s, 10 exports / min, 10 receipts / 10 min), overridable by the environment', () => {
    const payment = { max: 10, windowMs: 600_000 };
    expect(loadGatewayConfig({}).rateLimits).toEqual({
      search: { max: 30, windowMs: 10_000 },
      export: { max: 10, windowMs: 60_000 },
      payment,
    });
    expect(loadGatewayConfig({ RATE_LIMIT_SEARCH_MAX: '0', RATE_LIMIT_EXPORT_WINDOW_MS: '5000' }).rateLimits).toEqual({
      search: { max: 0, windowMs: 10_000 },
      export: { max: 10, windowMs: 5000 },
      payment,
    });
    expect(() => loadGatewayConfig({ RATE_LIMIT_SEARCH_MAX: 'lots' })).toThrow(/RATE_LIMIT_SEARCH_MAX/);
  });
});

describe('issue 17 rate limits on the embedded back-office', () => {
  it("the real order search is limited per user; the manager's first searches pass", async () => {
    const gateway = await startEmbeddedGateway({
      rateLimits: {
        search: { max: 2, windowMs: 60_000 },
        export: { max: 1, windowMs: 60_000 },
        payment: { max: 1, windowMs: 60_000 },
      },
    });
    try {
      const authorization = `Bearer ${await gateway.token('manager')}`;
      const body = JSON.stringify({ pageable: { page: 0, size: 10 } });
      const send = () =>
        request(`${gateway.url}${SEARCH}`, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json' },
          body,
        });
      for (let i = 0; i < 2; i++) {
        const ok = await send();
        expect(ok.statusCode, await ok.body.text()).toBe(200);
      }
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(await refused.body.json()).toMatchObject({ code: 'RATE_LIMITED' });
    } finally {
      await gateway.close();
    }
  }, 60_000);
});
