import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_FILE } from '../../openapi.js';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';

let t: TestBackoffice;
beforeAll(async () => {
  t = await buildTestBackoffice();
});
afterAll(() => t.close());

describe('health and API documentation', () => {
  it('GET /module/health answers ok and the engine, without a token', async () => {
    const res = await t.app.inject({ url: '/module/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', engine: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('serves the OpenAPI document at /module/docs/json and Swagger UI at /module/docs, both public', async () => {
    const doc = await t.app.inject({ url: '/module/docs/json' });
    expect(doc.statusCode).toBe(200);
    const json = doc.json();
    expect(json.openapi).toMatch(/^3\./);
    for (const path of [
      '/module/account/api/v1/me',
      '/module/account/api/v1/compare-time',
      '/module/account/api/v1/agents',
      '/module/account/api/v1/account-mapping',
      '/module/catalog/api/v1/regions',
      '/module/catalog/api/v1/regions/list',
      '/module/catalog/api/v1/regions/by-lead/{leadId}',
      '/module/sessions/api/v1/ping',
      '/module/sessions/api/v1/online',
      '/module/health',
    ]) {
      expect(Object.keys(json.paths)).toContain(path);
    }
    expect(json.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(json.paths['/module/health'].get.security).toEqual([]);
    expect(Object.keys(json.paths).some((p: string) => p.startsWith('/oidc') || p.startsWith('/module/docs'))).toBe(
      false,
    );
    const ui = await t.app.inject({ url: '/module/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('the committed openapi.json matches the routes (regenerate with `npm run openapi -w @umbrella/backoffice`)', async () => {
    const committed = JSON.parse(await readFile(OPENAPI_FILE, 'utf8'));
    const served = (await t.app.inject({ url: '/module/docs/json' })).json();
    expect(served).toEqual(committed);
  });
});
