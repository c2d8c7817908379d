import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';

/**
 * The catalog calls the administration screens share (the group modal, the offers and scripts
 * screens, the agents' filters): each answers what the screens read, scoped to the caller.
 */
let t: TestBackoffice;
let admin: Record<string, string>;
let agent: Record<string, string>;

beforeAll(async () => {
  t = await buildTestBackoffice();
  admin = await t.auth('admin');
  agent = await t.auth('agent');
});
afterAll(() => t.close());

const get = async <T>(url: string, headers = admin): Promise<T> => {
  const res = await t.app.inject({ url, headers });
  expect(res.statusCode, url).toBe(200);
  return res.json() as T;
};

describe('the catalog calls the administration screens share', () => {
  it('ADMIN-39 getProducts({regionId}), getAvailableScriptMap, getScriptsByProduct, getFeatures(0,100), getAllRegions, getRegionsList and getAgents(filters) answer what the screens read', async () => {
    const products = await get<{ id: number; name: string; regionId: string }[]>(
      '/module/catalog/api/v1/products/by-region/pe-central',
    );
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((p) => p.regionId === 'pe-central' && p.name.length > 0)).toBe(true);

    // The script map: every published script of the caller's regions with its product.
    const scripts = await get<{ id: number; name: string; productId: number }[]>('/module/offers/api/v1/scripts');
    const product = products[0] as { id: number };
    const mapped = scripts.filter((s) => s.productId === product.id);
    expect(mapped.length).toBeGreaterThan(0);
    // Scripts by product: exactly that product's part of the map.
    const byProduct = await get<{ id: number; productId: number }[]>(
      `/module/offers/api/v1/scripts?productId=${product.id}`,
    );
    expect(byProduct.map((s) => s.id).sort()).toEqual(mapped.map((s) => s.id).sort());

    const features = await get<{ content: { id: string; name: string }[]; totalSize: number }>(
      '/module/account/api/v1/features?number=0&size=100',
    );
    expect(features.totalSize).toBe(features.content.length);
    expect(features.content.map((f) => f.id)).toContain('voip');

    const regions = await get<{ id: string; timezone: string; currency: string }[]>('/module/catalog/api/v1/regions');
    expect(regions.map((r) => r.id).sort()).toEqual(['cl-central', 'co-central', 'mx-central', 'pe-central']);
    expect(regions.find((r) => r.id === 'cl-central')).toMatchObject({ timezone: 'America/Santiago', currency: 'CLP' });
    const list = await get<{ id: string; name: string; fullName: string }[]>('/module/catalog/api/v1/regions/list');
    expect(list.find((r) => r.id === 'pe-central')).toEqual({
      id: 'pe-central',
      name: 'Peru',
      fullName: 'Perú – Central',
    });
    // A caller of two regions is offered those two only.
    const agentRegions = await get<{ id: string }[]>('/module/catalog/api/v1/regions/list', agent);
    expect(agentRegions.map((r) => r.id).sort()).toEqual(['cl-central', 'pe-central']);

    const agents = await get<{ username: string; regionIds: string[]; blocked: boolean }[]>(
      '/module/account/api/v1/agents?regionIds=pe-central&blocked=false',
    );
    expect(agents.map((a) => a.username)).toContain('agent');
    expect(agents.every((a) => a.regionIds.includes('pe-central') && !a.blocked)).toBe(true);
  });
});
