import { createTestTokens, testConfig } from '@umbrella/backoffice/testing';
import { APP_BUILD, APP_VERSION } from '@umbrella/contract';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type EmbeddedTestGateway,
  makeWebDir,
  removeDir,
  startEmbeddedGateway,
  startRemoteGateway,
} from '../testing/gateway.js';
import { closedPortUrl, startScriptedUpstream } from '../testing/upstreams.js';

const html = { accept: 'text/html,application/xhtml+xml' };

describe('the web app and run-time files (embedded)', () => {
  let gateway: EmbeddedTestGateway;
  let webDir: string;
  beforeAll(async () => {
    webDir = await makeWebDir({ version: '1.0.0', build: 2471 });
    gateway = await startEmbeddedGateway({ webDir, errorReportUrl: 'https://errors.example.com/api/1' });
  });
  afterAll(async () => {
    await gateway.close();
    await removeDir(webDir);
  });

  const get = (path: string, headers: Record<string, string> = {}) => request(`${gateway.url}${path}`, { headers });

  it('serves index.html at / without long caching', async () => {
    const response = await get('/', html);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(await response.body.text()).toContain('<div id="root">');
  });

  it('answers an unknown page address with the app (SPA fallback)', async () => {
    const response = await get('/orders/15?tab=history', html);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(await response.body.text()).toContain('<div id="root">');
  });

  it('caches hashed assets for good', async () => {
    const response = await get('/assets/index-3f2a1b.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await response.body.dump();
  });

  it('answers a missing file and API paths with a JSON 404, never with the app', async () => {
    for (const [path, headers] of [
      ['/assets/missing-000.js', { accept: '*/*' }],
      ['/gateway/nothing', html],
      ['/oidc/nothing', html],
    ] as const) {
      const response = await get(path, headers);
      expect(response.statusCode).toBe(404);
      expect((await response.body.json()) as object).toMatchObject({ code: 'NOT_FOUND' });
    }
    const api = await get('/module/nothing/here', { ...html, authorization: `Bearer ${await gateway.token('agent')}` });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/application\/json/);
    await api.body.dump();
  });

  it('VERSION-02 serves /version.json from the build, never cached', async () => {
    const response = await get('/version.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache, no-store');
    expect(await response.body.json()).toEqual({ version: '1.0.0', build: 2471 });
  });

  it('serves /config.json with the issuer at the request origin', async () => {
    const response = await get('/config.json');
    expect(await response.body.json()).toEqual({
      oidc: {
        authority: `${gateway.url}/oidc`,
        clientId: 'umbrella-web',
        scope: 'openid profile email offline_access',
        resource: 'urn:umbrella-api',
      },
      errorReportUrl: 'https://errors.example.com/api/1',
      sipEnabled: false,
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    });
  });

  it('answers /healthz and /readyz (the embedded database answers)', async () => {
    for (const path of ['/healthz', '/readyz']) {
      const response = await get(path);
      expect(response.statusCode).toBe(200);
      expect(await response.body.json()).toEqual({ status: 'ok' });
    }
  });
});

describe('run-time files without a web build, in remote mode', () => {
  it('SHELL-56 serves the contract version when the build wrote no version.json', async () => {
    const tokens = await createTestTokens(testConfig());
    const upstream = await startScriptedUpstream(() => ({ status: 200, body: { status: 'ok' } }));
    const gateway = await startRemoteGateway(upstream.url, tokens.verifyToken, {
      publicUrl: 'https://umbrella.example.com',
      oidcAudience: 'https://api.umbrella.example.com',
    });
    try {
      const version = await request(`${gateway.url}/version.json`);
      expect(await version.body.json()).toEqual({ version: APP_VERSION, build: APP_BUILD });
      const config = await request(`${gateway.url}/config.json`);
      expect((await config.body.json()) as object).toMatchObject({
        oidc: { authority: 'https://umbrella.example.com/oidc', resource: 'https://api.umbrella.example.com' },
        errorReportUrl: null,
      });
      const page = await request(`${gateway.url}/orders`, { headers: html });
      expect(page.statusCode).toBe(404);
      await page.body.dump();
      const ready = await request(`${gateway.url}/readyz`);
      expect(ready.statusCode).toBe(200);
      await ready.body.dump();
    } finally {
      await gateway.close();
      await upstream.close();
    }
  });

  it('names an external issuer as the authority', async () => {
    const tokens = await createTestTokens(testConfig());
    const upstream = await startScriptedUpstream(() => ({ status: 200, body: {} }));
    const gateway = await startRemoteGateway(upstream.url, tokens.verifyToken, {
      oidcIssuer: 'https://sso.example.com/realms/umbrella',
    });
    try {
      const config = await request(`${gateway.url}/config.json`);
      expect((await config.body.json()) as object).toMatchObject({
        oidc: { authority: 'https://sso.example.com/realms/umbrella' },
      });
    } finally {
      await gateway.close();
      await upstream.close();
    }
  });

  it('answers /readyz with 503 while the upstream is down, /healthz still 200', async () => {
    const tokens = await createTestTokens(testConfig());
    const gateway = await startRemoteGateway(await closedPortUrl(), tokens.verifyToken);
    try {
      const ready = await request(`${gateway.url}/readyz`);
      expect(ready.statusCode).toBe(503);
      expect(await ready.body.json()).toEqual({ status: 'unavailable' });
      const healthy = await request(`${gateway.url}/healthz`);
      expect(healthy.statusCode).toBe(200);
      await healthy.body.dump();
    } finally {
      await gateway.close();
    }
  });
});
