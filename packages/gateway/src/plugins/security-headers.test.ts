import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTestTokens, testConfig } from '@umbrella/backoffice/testing';
import Fastify from 'fastify';
import { Agent, request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../config.js';
import {
  type EmbeddedTestGateway,
  makeWebDir,
  removeDir,
  startEmbeddedGateway,
  startRemoteGateway,
} from '../testing/gateway.js';
import { startScriptedUpstream } from '../testing/upstreams.js';
import { HSTS, securityHeadersPlugin, sourceOf } from './security-headers.js';

const FIRST_PAINT = 'document.title = "Umbrella";';
const firstPaintHash = `'sha256-${createHash('sha256').update(FIRST_PAINT).digest('base64')}'`;

/** The headers every answer carries (issue 18: the app could be framed, sniffed, leak its URLs). */
function expectSecurityHeaders(headers: Record<string, string | string[] | undefined>): string {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('same-origin');
  return csp;
}

describe('security headers (embedded)', () => {
  let gateway: EmbeddedTestGateway;
  let webDir: string;
  beforeAll(async () => {
    webDir = await makeWebDir({ version: '1.0.0', build: 1 });
    await writeFile(
      join(webDir, 'index.html'),
      `<!doctype html><title>Umbrella</title><script>${FIRST_PAINT}</script><script type="module" src="/assets/index-3f2a1b.js"></script><div id="root"></div>`,
    );
    gateway = await startEmbeddedGateway({
      webDir,
      mapTileUrl: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png',
      errorReportUrl: 'https://errors.example.com/api/1',
      fileStoreOrigin: loadGatewayConfig({
        FILE_STORE: 's3',
        S3_REGION: 'eu-central-1',
        S3_BUCKET: 'umbrella-files',
      }).fileStoreOrigin,
    });
  });
  afterAll(async () => {
    await gateway.close();
    await removeDir(webDir);
  });

  it("the web app's index: CSP allowing its own files, its first-paint script, antd's styles, the tiles and the error reports", async () => {
    const response = await request(`${gateway.url}/tasks`, { headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    await response.body.dump();
    const csp = expectSecurityHeaders(response.headers);
    expect(csp).toContain(`script-src 'self' ${firstPaintHash}`);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob: https://*.tiles.example.com");
    expect(csp).toContain("connect-src 'self' https://errors.example.com");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it("an S3 file store's bucket may be uploaded to, and its receipts shown as images and framed PDFs", async () => {
    const response = await request(`${gateway.url}/payments`, { headers: { accept: 'text/html' } });
    await response.body.dump();
    const csp = expectSecurityHeaders(response.headers);
    const bucket = 'https://umbrella-files.s3.eu-central-1.amazonaws.com';
    expect(csp).toContain(`connect-src 'self' https://errors.example.com ${bucket}`);
    expect(csp).toContain(`img-src 'self' data: blob: https://*.tiles.example.com ${bucket}`);
    expect(csp).toContain(`frame-src 'self' ${bucket}`);
    // Path style (S3_FORCE_PATH_STYLE=1, e.g. MinIO): the endpoint's origin; the local store: none.
    const pathStyle = {
      FILE_STORE: 's3',
      S3_ENDPOINT: 'http://minio:9000/',
      S3_BUCKET: 'b1',
      S3_FORCE_PATH_STYLE: '1',
    };
    expect(loadGatewayConfig(pathStyle).fileStoreOrigin).toBe('http://minio:9000');
    expect(loadGatewayConfig({ S3_BUCKET: 'b1' }).fileStoreOrigin).toBeUndefined();
  });

  it('a static asset', async () => {
    const response = await request(`${gateway.url}/assets/index-3f2a1b.js`);
    expect(response.statusCode).toBe(200);
    await response.body.dump();
    expectSecurityHeaders(response.headers);
  });

  it('an API answer, and a refusal', async () => {
    const token = await gateway.token('agent');
    const me = await request(`${gateway.url}/module/account/api/v1/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    await me.body.dump();
    expectSecurityHeaders(me.headers);
    const refused = await request(`${gateway.url}/module/account/api/v1/me`);
    expect(refused.statusCode).toBe(401);
    await refused.body.dump();
    expectSecurityHeaders(refused.headers);
  });
});

describe('security headers (remote)', () => {
  it('a proxied API answer carries them too, and a page with its own policy keeps it', async () => {
    const tokens = await createTestTokens(testConfig());
    const upstream = await startScriptedUpstream((incoming) =>
      incoming.url.startsWith('/oidc/')
        ? {
            status: 200,
            headers: { 'content-type': 'text/html', 'content-security-policy': "default-src 'none'" },
            body: '<!doctype html><p>sign in',
          }
        : { status: 200, body: { ok: true } },
    );
    const gateway = await startRemoteGateway(upstream.url, tokens.verifyToken);
    try {
      const api = await request(`${gateway.url}/module/orders/api/v1/orders`, {
        headers: { authorization: `Bearer ${await tokens.sign({ accountId: 1 })}` },
      });
      expect(api.statusCode).toBe(200);
      await api.body.dump();
      expectSecurityHeaders(api.headers);
      const page = await request(`${gateway.url}/oidc/interaction/abc`);
      await page.body.dump();
      expect(page.headers['content-security-policy']).toBe("default-src 'none'");
      expect(page.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await gateway.close();
      await upstream.close();
    }
  });
});

describe('issue 17 HSTS behind TLS', () => {
  async function hstsOf(trustProxy: boolean | number, headers: Record<string, string>) {
    const tokens = await createTestTokens(testConfig());
    const upstream = await startScriptedUpstream(() => ({ status: 200, body: { ok: true } }));
    const gateway = await startRemoteGateway(upstream.url, tokens.verifyToken, { trustProxy });
    try {
      const authorization = `Bearer ${await tokens.sign({ accountId: 1 })}`;
      const answers = await Promise.all(
        ['/healthz', '/module/account/api/v1/me', '/module/account/api/v1/nope-401'].map(async (path, i) => {
          const response = await request(`${gateway.url}${path}`, {
            headers: { ...headers, ...(i === 1 ? { authorization } : {}) },
          });
          await response.body.dump();
          return response.headers['strict-transport-security'];
        }),
      );
      return answers;
    } finally {
      await gateway.close();
      await upstream.close();
    }
  }

  it('behind a trusted TLS-terminating proxy (X-Forwarded-Proto: https): on every answer, API and refusals included', async () => {
    const hsts = 'max-age=31536000';
    expect(await hstsOf(1, { 'x-forwarded-proto': 'https' })).toEqual([hsts, hsts, hsts]);
  });

  it('never on plain HTTP, nor when an untrusted client claims HTTPS', async () => {
    expect(await hstsOf(1, {})).toEqual([undefined, undefined, undefined]);
    expect(await hstsOf(1, { 'x-forwarded-proto': 'http' })).toEqual([undefined, undefined, undefined]);
    expect(await hstsOf(false, { 'x-forwarded-proto': 'https' })).toEqual([undefined, undefined, undefined]);
  });

  it("on the built-in issuer's answers too (/oidc/**, which the provider writes itself), embedded", async () => {
    const gateway = await startEmbeddedGateway({ trustProxy: 1 }, { issuer: true });
    try {
      const answers = await Promise.all(
        ['/oidc/.well-known/openid-configuration', '/oidc/jwks', '/oidc/auth?client_id=nope'].map(async (path) => {
          const response = await request(`${gateway.url}${path}`, { headers: { 'x-forwarded-proto': 'https' } });
          await response.body.dump();
          return [response.statusCode < 500, response.headers['strict-transport-security']];
        }),
      );
      expect(answers).toEqual([
        [true, HSTS],
        [true, HSTS],
        [true, HSTS],
      ]);
      const plain = await request(`${gateway.url}/oidc/jwks`);
      await plain.body.dump();
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await gateway.close();
    }
  });

  it("on the issuer's answers relayed from a remote back-office", async () => {
    const tokens = await createTestTokens(testConfig());
    const upstream = await startScriptedUpstream(() => ({ status: 200, body: { keys: [] } }));
    const gateway = await startRemoteGateway(upstream.url, tokens.verifyToken, { trustProxy: 1 });
    try {
      const response = await request(`${gateway.url}/oidc/jwks`, { headers: { 'x-forwarded-proto': 'https' } });
      await response.body.dump();
      expect(response.headers['strict-transport-security']).toBe(HSTS);
    } finally {
      await gateway.close();
      await upstream.close();
    }
  });

  it('when the server itself speaks TLS', async () => {
    const fixtures = new URL('../../test/fixtures/', import.meta.url);
    const app = Fastify({
      https: {
        key: await readFile(new URL('localhost-test.key', fixtures)),
        cert: await readFile(new URL('localhost-test.crt', fixtures)),
      },
    });
    await app.register(securityHeadersPlugin, {
      mapTileUrl: '/tiles/{z}/{x}/{y}.png',
      oidcIssuer: undefined,
      errorReportUrl: undefined,
      inlineScripts: () => '',
    });
    app.get('/ping', async () => ({ ok: true }));
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const dispatcher = new Agent({ connect: { rejectUnauthorized: false } });
    try {
      const response = await request(`${url}/ping`, { dispatcher });
      expect(url).toMatch(/^https:/);
      expect(response.statusCode).toBe(200);
      expect(response.headers['strict-transport-security']).toBe(HSTS);
      await response.body.dump();
    } finally {
      await dispatcher.close();
      await app.close();
    }
  });
});

describe('the policy follows the web build', () => {
  it("a new build's inline scripts are allowed from the next answer on, and the former build's no longer", async () => {
    let scripts = "'sha256-first'";
    const app = Fastify();
    await app.register(securityHeadersPlugin, {
      mapTileUrl: '/tiles/{z}/{x}/{y}.png',
      oidcIssuer: undefined,
      errorReportUrl: undefined,
      inlineScripts: () => scripts,
    });
    app.get('/ping', async () => ({ ok: true }));
    const policy = async () => String((await app.inject('/ping')).headers['content-security-policy']);
    try {
      expect(await policy()).toContain("script-src 'self' 'sha256-first';");
      expect(await policy()).toContain("script-src 'self' 'sha256-first';");
      scripts = "'sha256-second'";
      const next = await policy();
      expect(next).toContain("script-src 'self' 'sha256-second';");
      expect(next).not.toContain('sha256-first');
    } finally {
      await app.close();
    }
  });
});

describe('sourceOf', () => {
  it('keeps the origin of an absolute URL template and nothing of a same-origin path', () => {
    expect(sourceOf('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toEqual(['https://tile.openstreetmap.org']);
    expect(sourceOf('/tiles/{z}/{x}/{y}.png')).toEqual([]);
    expect(sourceOf(undefined)).toEqual([]);
  });
});
