import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';

let t: TestBackoffice;
let peruLead: number;
let mexicoLead: number;
beforeAll(async () => {
  t = await buildTestBackoffice();
  const product = async (sku: string) =>
    (await t.db.selectFrom('products').select('id').where('sku', '=', sku).executeTakeFirstOrThrow()).id;
  const lead = async (region: string, sku: string) =>
    (
      await t.db
        .insertInto('leads')
        .values({ region_id: region, product_id: await product(sku), name: 'Rosa Pérez', phone: '+51987654321' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  peruLead = await lead('pe-central', 'PE-COLAGENO');
  mexicoLead = await lead('mx-central', 'MX-GLUCOFIT');
});
afterAll(() => t.close());

const get = async (url: string, username = 'agent') => t.app.inject({ url, headers: await t.auth(username) });

describe('GET /module/catalog/api/v1/regions', () => {
  it('AUTH-21 ADMIN-29 AUTH-26 lists only the regions in the caller’s regionIds', async () => {
    const res = await get('/module/catalog/api/v1/regions');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((r: { id: string }) => r.id)).toEqual(['cl-central', 'pe-central']);
    const agent2 = (await get('/module/catalog/api/v1/regions', 'agent2')).json();
    expect(agent2.map((r: { id: string }) => r.id)).toEqual(['co-central', 'mx-central']);
  });

  it('ADMIN-24 ADMIN-25 ADMIN-26 ADMIN-27 CONST-31..34 the regions carry country and phone prefix', async () => {
    const regions = (await get('/module/catalog/api/v1/regions', 'admin')).json() as {
      id: string;
      name: string;
      phonePrefix: string;
      country: string;
    }[];
    const byId = Object.fromEntries(regions.map((r) => [r.id, r]));
    expect(byId['pe-central']).toMatchObject({
      name: 'Peru',
      phonePrefix: '+51',
      country: 'PE',
      timezone: 'America/Lima',
    });
    expect(byId['cl-central']).toMatchObject({ name: 'Chile', phonePrefix: '+56', country: 'CL' });
    expect(byId['mx-central']).toMatchObject({ name: 'Mexico', phonePrefix: '+52', country: 'MX' });
    expect(byId['co-central']).toMatchObject({ name: 'Colombia', phonePrefix: '+57', country: 'CO' });
  });

  it('a caller without regions sees none', async () => {
    const token = await t.token('agent', { regionIds: [] });
    const res = await t.app.inject({
      url: '/module/catalog/api/v1/regions',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.json()).toEqual([]);
  });
});

describe('GET /module/catalog/api/v1/regions/list', () => {
  it('ADMIN-28 AUTH-26 gives id, name and fullName of the caller’s regions', async () => {
    const res = await get('/module/catalog/api/v1/regions/list');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: 'cl-central', name: 'Chile', fullName: 'Chile – Central' },
      { id: 'pe-central', name: 'Peru', fullName: 'Perú – Central' },
    ]);
  });
});

describe('GET /module/catalog/api/v1/regions/by-lead/{leadId}', () => {
  it('AUTH-26 answers the region of a lead in the caller’s regions', async () => {
    const res = await get(`/module/catalog/api/v1/regions/by-lead/${peruLead}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: 'pe-central', phonePrefix: '+51', currency: 'PEN' });
  });

  it('answers 404 NOT_FOUND for a lead of another region, as for a missing one', async () => {
    const res = await get(`/module/catalog/api/v1/regions/by-lead/${mexicoLead}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 'NOT_FOUND',
      message: `Lead ${mexicoLead} not found`,
      reason: { key: 'notFoundLead', values: { id: mexicoLead } },
    });
  });

  it('answers 404 for an unknown lead and 400 naming leadId for a bad id', async () => {
    const missing = await get('/module/catalog/api/v1/regions/by-lead/987654');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'Lead 987654 not found',
      reason: { key: 'notFoundLead', values: { id: 987654 } },
    });
    const bad = await get('/module/catalog/api/v1/regions/by-lead/abc');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['leadId']);
  });
});
