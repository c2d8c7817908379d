import { AGENCY_MESSAGES } from '@umbrella/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';

/** The administration constants of payouts and offers, as the server holds callers to them. */
let t: TestBackoffice;
let admin: Record<string, string>;
const OFFER = 'PE-COLAGENO-LMX';
let counter = 0;
const fresh = (prefix: string) => `${prefix}${Date.now().toString(36)}${++counter}`;

beforeAll(async () => {
  t = await buildTestBackoffice();
  admin = await t.auth('admin');
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: admin });
const agencyPayout = (cents: number) =>
  post('/module/offers/api/v1/agency-payouts', { offerId: OFFER, agencyName: fresh('Agencia'), payout: cents });
const webmasterPayout = (cents: number) =>
  post('/module/webmasters/api/v1/webmasters', { offerId: OFFER, name: fresh('wm'), payoutCents: cents });

describe('payout and offer constants', () => {
  it('ACONST-17 a payout is at least 0 and at most 10000, for agencies and webmasters alike', async () => {
    expect((await agencyPayout(-25)).json().errors).toEqual({ payout: AGENCY_MESSAGES.payoutMin });
    expect((await agencyPayout(1_000_025)).json().errors).toEqual({ payout: AGENCY_MESSAGES.payoutMax });
    expect((await agencyPayout(0)).statusCode).toBe(201);
    expect((await agencyPayout(1_000_000)).statusCode).toBe(201);
    for (const cents of [-500, 1_000_500]) {
      const res = await webmasterPayout(cents);
      expect(res.statusCode, String(cents)).toBe(400);
      expect(res.json().errors).toHaveProperty('payoutCents');
    }
    expect((await webmasterPayout(0)).statusCode).toBe(201);
    expect((await webmasterPayout(1_000_000)).statusCode).toBe(201);
  });

  it('ACONST-18 a webmaster payout moves in steps of 5', async () => {
    expect((await webmasterPayout(20_100)).json().errors).toEqual({ payoutCents: 'must move in steps of 5' });
    expect((await webmasterPayout(20_500)).statusCode).toBe(201);
  });

  it('ACONST-19 an agency payout moves in steps of 0.25', async () => {
    expect((await agencyPayout(110)).json().errors).toEqual({ payout: AGENCY_MESSAGES.payoutStep });
    expect((await agencyPayout(125)).statusCode).toBe(201);
    expect((await agencyPayout(1_075)).statusCode).toBe(201);
  });

  it('ACONST-23 payouts are kept and read back in cents', async () => {
    const agency = fresh('Agencia');
    await post('/module/offers/api/v1/agency-payouts', { offerId: OFFER, agencyName: agency, payout: 2_525 });
    const agencies = await t.app.inject({ url: '/module/offers/api/v1/agency-payouts', headers: admin });
    expect(agencies.json()).toContainEqual(expect.objectContaining({ agencyName: agency, payout: 2_525 }));
    const created = await webmasterPayout(20_500);
    expect(created.json()).toMatchObject({ webmasterPayout: 20_500 });
  });

  it('ACONST-24 an offer is of type COD or CPL', async () => {
    const product = await t.db
      .selectFrom('products')
      .innerJoin('scripts', 'scripts.product_id', 'products.id')
      .select(['products.id', 'scripts.id as scriptId'])
      .where('products.sku', '=', 'PE-COLAGENO')
      .orderBy('scripts.id')
      .executeTakeFirstOrThrow();
    const partner = await t.db.selectFrom('partners').select('id').orderBy('id').executeTakeFirstOrThrow();
    const discount = await t.db
      .selectFrom('discounts')
      .select('id')
      .where('region_id', '=', 'pe-central')
      .where('active', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const offer = (type: string) =>
      post('/module/offers/api/v1/offers', {
        id: fresh('TEST-'),
        defaultPayoutCents: 1_250,
        regionId: 'pe-central',
        type,
        productId: product.id,
        partnerId: partner.id,
        scriptId: product.scriptId,
        resale: false,
        discountIds: [discount.id],
      });
    for (const type of ['COD', 'CPL']) {
      const res = await offer(type);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ type });
    }
    for (const type of ['CPA', 'cod', '']) {
      const res = await offer(type);
      expect(res.statusCode, type).toBe(400);
      expect(res.json().errors).toHaveProperty('type');
    }
  });
});
