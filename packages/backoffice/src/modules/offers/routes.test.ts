import { OFFER_MESSAGES } from '@umbrella/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';

let t: TestBackoffice;
const B = '/module/offers/api/v1';
type Method = 'GET' | 'POST' | 'PUT';
const call = async (method: Method, url: string, payload?: unknown, username = 'admin', regionIds?: string[]) =>
  t.app.inject({
    method,
    url,
    payload: payload as object,
    headers: await t.auth(username, regionIds ? { regionIds } : undefined),
  });

/** A product of Peru with its published script, a partner and a discount of Peru. */
let pe: { productId: number; scriptId: number; partnerId: number; discountId: number };
let draftScriptId: number;

beforeAll(async () => {
  t = await buildTestBackoffice();
  const product = await t.db
    .selectFrom('products')
    .innerJoin('scripts', 'scripts.product_id', 'products.id')
    .select(['products.id', 'scripts.id as script_id'])
    .where('products.sku', '=', 'PE-COLAGENO')
    .executeTakeFirstOrThrow();
  const partner = await t.db.selectFrom('partners').select('id').orderBy('id').executeTakeFirstOrThrow();
  const discount = await t.db
    .selectFrom('discounts')
    .select('id')
    .where('region_id', '=', 'pe-central')
    .where('active', '=', true)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  pe = { productId: product.id, scriptId: product.script_id, partnerId: partner.id, discountId: discount.id };
  // A second script of the same product with only a draft version.
  const draft = await t.db
    .insertInto('scripts')
    .values({ product_id: product.id, title: 'Guion borrador' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('script_versions')
    .values({ script_id: draft.id, version: 1, format: 'html', body: '<p>x</p>' })
    .execute();
  draftScriptId = draft.id;
});
afterAll(() => t.close());

const validOffer = (overrides: Record<string, unknown> = {}) => ({
  id: `TEST-${Math.random().toString(36).slice(2, 8)}`,
  defaultPayoutCents: 1250,
  regionId: 'pe-central',
  type: 'CPL',
  productId: pe.productId,
  partnerId: pe.partnerId,
  scriptId: pe.scriptId,
  resale: true,
  discountIds: [pe.discountId],
  ...overrides,
});

describe('offers administration', () => {
  it('OFFER-05 OFFER-06 OFFER-03 answers a page of offers with every field and the total', async () => {
    const res = await call('GET', `${B}/offers?number=0&size=10`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.totalSize).toBeGreaterThan(10);
    expect(body.content).toHaveLength(10);
    const offer = body.content[0];
    expect(Object.keys(offer).sort()).toEqual(
      [
        'id',
        'defaultPayoutCents',
        'regionId',
        'type',
        'productId',
        'productName',
        'partnerId',
        'partnerName',
        'scriptId',
        'scriptName',
        'resale',
        'discounts',
        'discountIds',
      ].sort(),
    );
    expect(offer.discounts[0]).toEqual({ discountId: offer.discountIds[0], name: expect.any(String) });
  });

  it('OFFER-02 OFFER-04 filters by region, resale, partner and product; 25 a page by default', async () => {
    const all = (await call('GET', `${B}/offers`)).json();
    expect(all.content.length).toBe(Math.min(25, all.totalSize));
    const peru = (await call('GET', `${B}/offers?regionId=pe-central&size=50`)).json();
    expect(peru.content.every((o: { regionId: string }) => o.regionId === 'pe-central')).toBe(true);
    expect(peru.totalSize).toBeLessThan(all.totalSize);
    const byProduct = (await call('GET', `${B}/offers?productId=${pe.productId}`)).json();
    expect(byProduct.content.every((o: { productId: number }) => o.productId === pe.productId)).toBe(true);
    const byPartner = (await call('GET', `${B}/offers?partnerId=${pe.partnerId}&size=50`)).json();
    expect(byPartner.totalSize).toBeGreaterThan(0);
    expect(byPartner.content.every((o: { partnerId: number }) => o.partnerId === pe.partnerId)).toBe(true);
    await call('POST', `${B}/offers`, validOffer({ resale: true }));
    const resale = (await call('GET', `${B}/offers?resale=true`)).json();
    expect(resale.totalSize).toBeGreaterThan(0);
    expect(resale.content.every((o: { resale: boolean }) => o.resale)).toBe(true);
  });

  it('OFFER-13 OFFER-15 OFFER-22 OFFER-25 createOffer stores the payout in cents, the type and resale', async () => {
    const body = validOffer();
    const res = await call('POST', `${B}/offers`, body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      id: body.id,
      defaultPayoutCents: 1250,
      type: 'CPL',
      resale: true,
      partnerId: pe.partnerId,
      scriptId: pe.scriptId,
      discountIds: [pe.discountId],
    });
    const row = await t.db.selectFrom('offers').selectAll().where('id', '=', body.id).executeTakeFirstOrThrow();
    expect(row.payout_minor).toBe(1250);
  });

  it("OFFER-08 OFFER-09 the id is unique across the system: isUniqueId, and a second create gets 'Provided id isn't unique!'", async () => {
    const body = validOffer();
    expect((await call('GET', `${B}/offers/is-unique-id?id=${body.id}`)).json()).toBe(true);
    await call('POST', `${B}/offers`, body);
    expect((await call('GET', `${B}/offers/is-unique-id?id=${body.id}`)).json()).toBe(false);
    // Another region's caller sees the id taken too: unique across the system.
    expect(
      (await call('GET', `${B}/offers/is-unique-id?id=${body.id}`, undefined, 'admin', ['mx-central'])).json(),
    ).toBe(false);
    const again = await call('POST', `${B}/offers`, body);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({ id: OFFER_MESSAGES.idNotUnique });
    // The spec's words travel with their key, so a Spanish screen says them in Spanish.
    expect(again.json().reasons).toEqual({ id: { key: 'offerIdNotUnique' } });
  });

  describe('an empty form is refused field by field in the spec’s words', () => {
    let res: Awaited<ReturnType<typeof call>>;
    beforeAll(async () => {
      res = await call('POST', `${B}/offers`, { id: '', discountIds: [] });
    });

    it('is a 400 naming the eight required fields', () => {
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toHaveLength(8);
    });

    it.each([
      ['OFFER-07', 'id', 'This field is required'],
      ['OFFER-11', 'defaultPayoutCents', 'Payout amount is required'],
      ['OFFER-14', 'regionId', 'Select region'],
      ['OFFER-15', 'type', 'Type is required'],
      ['OFFER-16', 'productId', 'Product is required'],
      ['OFFER-17', 'partnerId', 'Partner is required'],
      ['OFFER-18', 'scriptId', 'Script is required'],
      ['OFFER-21', 'discountIds', 'Discount is required'],
    ])('%s an empty %s: "%s"', (_id, field, message) => {
      expect(res.json().errors[field]).toBe(message);
    });
  });

  it('OFFER-12 a negative payout is refused on defaultPayoutCents', async () => {
    const res = await call('POST', `${B}/offers`, validOffer({ defaultPayoutCents: -1 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ defaultPayoutCents: OFFER_MESSAGES.payoutMin });
  });

  it('OFFER-19 only scripts with a published version are choices, and the server refuses a draft-only script', async () => {
    const choices = (await call('GET', `${B}/scripts?productId=${pe.productId}`)).json();
    expect(choices.map((s: { id: number }) => s.id)).toContain(pe.scriptId);
    expect(choices.map((s: { id: number }) => s.id)).not.toContain(draftScriptId);
    const res = await call('POST', `${B}/offers`, validOffer({ scriptId: draftScriptId }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ scriptId: OFFER_MESSAGES.scriptRequired });
  });

  it('OFFER-10 OFFER-25 updateOffer changes every field but the id', async () => {
    const body = validOffer();
    await call('POST', `${B}/offers`, body);
    const { id: _id, ...fields } = body;
    // An id in the body is not a field of updateOffer: the offer keeps its id.
    const ok = await call('PUT', `${B}/offers/${body.id}`, {
      ...fields,
      id: 'RENAMED',
      defaultPayoutCents: 99,
      type: 'COD',
      resale: false,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ id: body.id, defaultPayoutCents: 99, type: 'COD', resale: false });
    expect((await call('GET', `${B}/offers/RENAMED`)).statusCode).toBe(404);
  });

  it('OFFER-25 getPartners lists the partners', async () => {
    const res = await call('GET', `${B}/partners`);
    expect(res.statusCode).toBe(200);
    expect(res.json().length).toBeGreaterThanOrEqual(2);
    expect(res.json()[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
  });

  it("OFFER-26 current, actual and an offer's discounts", async () => {
    const current = (await call('GET', `${B}/discounts/current?regionId=pe-central`)).json();
    expect(current.length).toBeGreaterThan(0);
    expect(current.every((d: { regionId: string }) => d.regionId === 'pe-central')).toBe(true);
    const actual = (await call('GET', `${B}/discounts/actual?regionId=pe-central`)).json();
    expect(actual.every((d: { general: boolean }) => d.general)).toBe(true);
    expect(actual.length).toBeLessThanOrEqual(current.length);
    const body = validOffer();
    await call('POST', `${B}/offers`, body);
    const own = (await call('GET', `${B}/offers/${body.id}/discounts`)).json();
    expect(own.map((d: { id: number }) => d.id)).toEqual([pe.discountId]);
  });

  it('ADMIN-04 the offers calls need offer:edit; another region’s offer is not found, naming another region is 403', async () => {
    expect((await call('GET', `${B}/offers`, undefined, 'agent')).statusCode).toBe(403);
    const body = validOffer();
    await call('POST', `${B}/offers`, body);
    expect((await call('GET', `${B}/offers/${body.id}`, undefined, 'admin', ['mx-central'])).statusCode).toBe(404);
    const { id: _id, ...fields } = body;
    expect((await call('PUT', `${B}/offers/${body.id}`, fields, 'admin', ['mx-central'])).statusCode).toBe(404);
    const foreign = await call('POST', `${B}/offers`, validOffer(), 'admin', ['mx-central']);
    expect(foreign.statusCode).toBe(403);
    const mx = (await call('GET', `${B}/offers?size=100`, undefined, 'admin', ['mx-central'])).json();
    expect(mx.content.every((o: { regionId: string }) => o.regionId === 'mx-central')).toBe(true);
  });
});
