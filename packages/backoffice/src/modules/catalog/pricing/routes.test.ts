import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../../testing/build.js';
import { createLead, productId } from '../../../testing/order-fixtures.js';

let t: TestBackoffice;
let colageno: number;
let artroflex: number;
let mexican: number;
let lmxLead: number;
let cpaLead: number;
let plainLead: number;
let mexicoLead: number;
let discounts: Record<string, number>;

beforeAll(async () => {
  t = await buildTestBackoffice();
  colageno = await productId(t.db, 'PE-COLAGENO');
  artroflex = await productId(t.db, 'PE-ARTROFLEX');
  mexican = await productId(t.db, 'MX-GLUCOFIT');
  lmxLead = await createLead(t.db, { regionId: 'pe-central', sku: 'PE-COLAGENO', offerId: 'PE-COLAGENO-LMX' });
  cpaLead = await createLead(t.db, { regionId: 'pe-central', sku: 'PE-COLAGENO', offerId: 'PE-COLAGENO-CPA' });
  plainLead = await createLead(t.db, { regionId: 'pe-central', sku: 'PE-ARTROFLEX' });
  mexicoLead = await createLead(t.db, { regionId: 'mx-central', sku: 'MX-GLUCOFIT', phone: '+525512345678' });
  const rows = await t.db
    .selectFrom('discounts')
    .select(['id', 'source_key'])
    .where('region_id', '=', 'pe-central')
    .execute();
  discounts = Object.fromEntries(rows.map((r) => [String(r.source_key).split(':')[1], r.id]));
});
afterAll(() => t.close());

const get = async (url: string, username = 'agent') => t.app.inject({ url, headers: await t.auth(username) });
const calculate = async (body: object, username = 'agent') =>
  t.app.inject({
    method: 'POST',
    url: '/module/orders/api/v1/orders/calculate',
    payload: body,
    headers: await t.auth(username),
  });

describe('products and discounts', () => {
  it('ONEW-13 ONEW-14 lists the region’s products with prices in minor units', async () => {
    const res = await get('/module/catalog/api/v1/products/by-region/pe-central');
    expect(res.statusCode).toBe(200);
    const products = res.json() as { id: number; name: string; price: number; currency: string }[];
    expect(products.map((p) => p.id)).toContain(colageno);
    expect(products.find((p) => p.id === colageno)).toMatchObject({
      price: 14_900,
      currency: 'PEN',
      regionId: 'pe-central',
    });
  });

  it('products of a region the caller does not work in are refused', async () => {
    const res = await get('/module/catalog/api/v1/products/by-region/mx-central');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('REGION_FORBIDDEN');
  });

  it('ONEW-21 ONEW-31 discounts by offer id are {id, name} (plus what they do)', async () => {
    const res = await get('/module/catalog/api/v1/discounts/by-offer/PE-COLAGENO-LMX');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: discounts['free-unit'], name: '2 + 1 gratis', kind: 'FREE_UNIT', value: 0, minQuantity: 3 },
      { id: discounts['percent-10'], name: 'Descuento 10 %', kind: 'PERCENT', value: 10, minQuantity: 1 },
    ]);
  });

  it('ONEW-21 discounts by lead id: the offer’s, or the general ones for a lead without an offer', async () => {
    const withOffer = (await get(`/module/catalog/api/v1/discounts/by-lead/${cpaLead}`)).json() as { name: string }[];
    expect(withOffer.map((d) => d.name)).toEqual(['2 + 1 gratis']);
    const general = (await get(`/module/catalog/api/v1/discounts/by-lead/${plainLead}`)).json() as { name: string }[];
    expect(general.map((d) => d.name)).toEqual([
      '2 + 1 gratis',
      expect.stringMatching(/^Descuento fijo S\/\s?20\.00$/),
    ]);
    expect((await get(`/module/catalog/api/v1/discounts/by-lead/${mexicoLead}`)).statusCode).toBe(404);
    expect((await get('/module/catalog/api/v1/discounts/by-offer/NOPE')).statusCode).toBe(404);
  });
});

describe('POST /module/orders/api/v1/orders/calculate', () => {
  it('ONEW-30 prices a selection without a discount', async () => {
    const res = await calculate({ leadId: lmxLead, productIdToQuantity: { [colageno]: 1, [artroflex]: 0 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ totalPrice: 14_900, discountApplied: false, subtotal: 14_900, currency: 'PEN' });
  });

  it('ONEW-22 ONEW-23 "2 + 1": from 3 units the cheapest unit is free', async () => {
    const body = {
      leadId: lmxLead,
      discountId: discounts['free-unit'],
      productIdToQuantity: { [colageno]: 2, [artroflex]: 1 },
    };
    expect((await calculate(body)).json()).toMatchObject({
      subtotal: 42_700,
      totalPrice: 29_800,
      discountApplied: true,
    });
    const one = { ...body, productIdToQuantity: { [colageno]: 1 } };
    expect((await calculate(one)).json()).toMatchObject({ totalPrice: 14_900, discountApplied: false });
  });

  it('ONEW-22 a percentage discount of the offer', async () => {
    const res = await calculate({
      leadId: lmxLead,
      discountId: discounts['percent-10'],
      productIdToQuantity: { [colageno]: 1 },
    });
    expect(res.json()).toMatchObject({ totalPrice: 13_410, discountApplied: true });
  });

  it('ONEW-30 a bad combination is a 400 naming the field', async () => {
    const foreign = await calculate({ leadId: lmxLead, productIdToQuantity: { [mexican]: 1 } });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({
      code: 'VALIDATION',
      errors: { [`productIdToQuantity.${mexican}`]: expect.any(String) },
    });
    const notOffered = await calculate({
      leadId: cpaLead,
      discountId: discounts['percent-10'],
      productIdToQuantity: { [colageno]: 1 },
    });
    expect(notOffered.statusCode).toBe(400);
    expect(Object.keys(notOffered.json().errors)).toEqual(['discountId']);
    const tooMany = await calculate({ leadId: lmxLead, productIdToQuantity: { [colageno]: 16 } });
    expect(tooMany.statusCode).toBe(400);
    expect(Object.keys(tooMany.json().errors)).toEqual([`productIdToQuantity.${colageno}`]);
  });

  it('a lead of another region is not found, as a missing one', async () => {
    const res = await calculate({ leadId: mexicoLead, productIdToQuantity: { [mexican]: 1 } });
    expect(res.statusCode).toBe(404);
  });
});
