/**
 * Issue 17's permission matrix, generated from the API's own OpenAPI document (each operation
 * carries the permissions its route declares: all of `x-permissions`, one of `x-any-permissions`):
 * every private route refuses a caller without a token (401) and a caller missing any one of its
 * permissions (403 naming it), and every demo role is let through exactly the routes its
 * permissions allow. The permission
 * guard runs before validation, so the requests need no valid body.
 */
import { DEMO_ROLE_PERMISSIONS, PERMISSIONS, type Permission, REGION_IDS } from '@umbrella/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../testing/build.js';

type Operation = { security?: unknown[]; 'x-permissions'?: Permission[]; 'x-any-permissions'?: Permission[] };
type Route = { method: string; url: string; permissions: Permission[]; anyOf: Permission[] };

let t: TestBackoffice;
let routes: Route[];

beforeAll(async () => {
  t = await buildTestBackoffice();
  const paths: Record<string, Record<string, Operation>> = (await t.app.inject({ url: '/module/docs/json' })).json()
    .paths;
  routes = Object.entries(paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, op]) => !(Array.isArray(op.security) && op.security.length === 0))
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        url: path.replace(/\{[^}]+\}/g, '1'),
        permissions: op['x-permissions'] ?? [],
        anyOf: op['x-any-permissions'] ?? [],
      })),
  );
});
afterAll(() => t.close());

const call = (route: Route, headers: Record<string, string> = {}) =>
  t.app.inject({ method: route.method as 'GET', url: route.url, headers });

const refusedFor = (res: { statusCode: number; body: string }) =>
  res.statusCode === 403 && /Missing permission/.test(res.body);

/**
 * The private routes any signed-in user may call: the caller's own account, reference data the
 * agent's desk needs (regions, products, discounts, addresses, delivery information), the
 * heartbeat, phone reveal (which decides by the caller's features inside) and documents with their
 * attachments and history (the spec gives every signed-in user the documents that are theirs,
 * assigned or reported to them; the export refuses the agent position inside). A new
 * route is either guarded by a permission or added here on purpose.
 */
const ANY_SIGNED_IN = [
  'GET /module/account/api/v1/me',
  'GET /module/account/api/v1/compare-time',
  'GET /module/account/api/v1/account-mapping',
  'GET /module/catalog/api/v1/regions',
  'GET /module/catalog/api/v1/regions/list',
  'GET /module/catalog/api/v1/regions/by-lead/1',
  'GET /module/catalog/api/v1/products/by-region/1',
  'GET /module/catalog/api/v1/discounts/by-offer/1',
  'GET /module/catalog/api/v1/discounts/by-lead/1',
  'POST /module/orders/api/v1/orders/calculate',
  'POST /module/sessions/api/v1/ping',
  'GET /module/resources/api/v1/voip-config/me',
  'POST /module/leads/api/v1/phones/lead/1',
  'POST /module/leads/api/v1/phones/order/1',
  'GET /module/delivery/api/v1/addresses/search',
  'GET /module/delivery/api/v1/addresses/areas',
  'GET /module/delivery/api/v1/addresses/places',
  'GET /module/delivery/api/v1/addresses/1',
  'GET /module/delivery/api/v1/geocode/reverse',
  'GET /module/delivery/api/v1/delivery-info/by-address',
  'GET /module/delivery/api/v1/delivery-info/by-coordinates',
  'GET /module/delivery/api/v1/providers',
  'GET /module/delivery/api/v1/coverage',
  'GET /module/delivery/api/v1/holidays',
  'GET /module/delivery/api/v1/holidays/national',
  'GET /module/documents/documents',
  'POST /module/documents/documents',
  'GET /module/documents/documents/assigned-to-me',
  'GET /module/documents/documents/report-to-me',
  'GET /module/documents/documents/mine',
  'GET /module/documents/documents/1',
  'PUT /module/documents/documents/1/1',
  'GET /module/documents/comments/document/1',
  'POST /module/documents/comments',
  'GET /module/documents/comment-counter/1',
  'GET /module/documents/comment-counter',
  'GET /module/documents/users',
  'GET /module/documents/documents/1/history',
  'GET /module/documents/documents/export',
  'GET /module/documents/attachments/document/1',
  'GET /module/documents/attachments/get',
  'POST /module/documents/attachments',
  'POST /module/documents/attachments/request-url',
  'DELETE /module/documents/attachments/1',
];

describe('permission matrix', { timeout: 300_000 }, () => {
  it('a private route without a permission is one of the few meant for any signed-in user', () => {
    const unguarded = routes
      .filter((r) => r.permissions.length === 0 && r.anyOf.length === 0)
      .map((r) => `${r.method} ${r.url}`);
    expect(unguarded.sort()).toEqual([...ANY_SIGNED_IN].sort());
  });

  it('every private route declares its permissions in the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThan(100);
    const guarded = routes.filter((r) => r.permissions.length > 0);
    expect(guarded.length).toBeGreaterThan(routes.length / 2);
  });

  it('every private route answers 401 without a token', async () => {
    const open: string[] = [];
    for (const route of routes) {
      if ((await call(route)).statusCode !== 401) open.push(`${route.method} ${route.url}`);
    }
    expect(open).toEqual([]);
  });

  it('every guarded route refuses a caller missing any one of its permissions, naming it', async () => {
    const leaks: string[] = [];
    for (const route of routes) {
      for (const missing of route.permissions) {
        const headers = await t.auth('admin', {
          permissions: PERMISSIONS.filter((p) => p !== missing),
          regionIds: [...REGION_IDS],
        });
        const res = await call(route, headers);
        if (!refusedFor(res) || !res.body.includes(missing))
          leaks.push(`${route.method} ${route.url} without ${missing}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('every route open to several jobs refuses a caller holding none of them, naming them', async () => {
    const leaks: string[] = [];
    const anyOfRoutes = routes.filter((r) => r.anyOf.length > 0);
    for (const route of anyOfRoutes) {
      const headers = await t.auth('admin', {
        permissions: PERMISSIONS.filter((p) => !route.anyOf.includes(p)),
        regionIds: [...REGION_IDS],
      });
      const res = await call(route, headers);
      if (!refusedFor(res) || !route.anyOf.every((p) => res.body.includes(p)))
        leaks.push(`${route.method} ${route.url}`);
    }
    expect(leaks).toEqual([]);
  });

  it('each demo role passes the permission guard on exactly the routes its permissions allow', async () => {
    const wrong: string[] = [];
    for (const [role, held] of Object.entries(DEMO_ROLE_PERMISSIONS)) {
      const headers = await t.auth('admin', { permissions: [...held], regionIds: [...REGION_IDS] });
      for (const route of routes) {
        const allowed =
          route.permissions.every((p) => held.includes(p)) &&
          (route.anyOf.length === 0 || route.anyOf.some((p) => held.includes(p)));
        const refused = refusedFor(await call(route, headers));
        if (allowed === refused)
          wrong.push(`${role} ${route.method} ${route.url}: ${allowed ? 'refused' : 'let through'}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
