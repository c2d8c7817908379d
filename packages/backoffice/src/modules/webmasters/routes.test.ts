import { WEBMASTER_MESSAGES as M } from '@umbrella/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';

const BASE = '/module/webmasters/api/v1';
const OFFER = 'PE-COLAGENO-LMX';
/** The offer's default payout in these tests: 150 units. */
const DEFAULT_PAYOUT = 15_000;
let t: TestBackoffice;

beforeAll(async () => {
  t = await buildTestBackoffice();
  await t.db.updateTable('offers').set({ payout_minor: DEFAULT_PAYOUT }).where('id', '=', OFFER).execute();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call(method: Method, url: string, payload?: object, username = 'admin', overrides?: object) {
  return t.app.inject({ method, url: `${BASE}${url}`, payload, headers: await t.auth(username, overrides) });
}

let counter = 0;
const fresh = (prefix = 'wm') => `${prefix}${Date.now().toString(36)}${++counter}`;

async function create(body: object) {
  return call('POST', '/webmasters', { offerId: OFFER, payoutCents: 20_000, ...body });
}

async function createOk(body: object) {
  const res = await create(body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

function expectRefusal(res: { statusCode: number; json(): unknown }, status: number, field: string, message: string) {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ message, errors: { [field]: message } });
}

describe('webmasters: create (createWebmasterManual)', () => {
  it('WEBM-27 WEBM-23 WEBM-04 creates the webmaster and its special payout in cents, with no guarantee', async () => {
    const name = fresh();
    const row = await createOk({ name, payoutCents: 20_500, comment: 'acuerdo de marzo' });
    expect(row).toMatchObject({
      webmasterName: name,
      offerId: OFFER,
      productName: 'Colágeno Hidrolizado Premium',
      regionId: 'pe-central',
      webmasterPayout: 20_500,
      offerPayout: DEFAULT_PAYOUT,
      currentGuarantee: null,
      guaranteeActualFrom: null,
      comment: 'acuerdo de marzo',
    });
    expect(row.webmasterId).toBeGreaterThan(0);
  });

  it('WEBM-09 WEBM-10 WEBM-13 an empty offer or name, or a name with a space, is refused with the spec’s text', async () => {
    expectRefusal(await create({ offerId: ' ', name: fresh() }), 400, 'offerId', M.offerRequired);
    expectRefusal(await create({ name: '  ' }), 400, 'name', M.nameRequired);
    expectRefusal(await create({ name: 'Lead Max' }), 400, 'name', M.nameSpaces);
    expectRefusal(await create({ name: `${fresh()}\t` }), 400, 'name', M.nameSpaces);
  });

  it('WEBM-14 WEBM-15 WEBM-16 WEBM-17 payout is required, 0..10000 units, in steps of 5', async () => {
    const missing = await call('POST', '/webmasters', { offerId: OFFER, name: fresh() });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty('payoutCents');
    for (const payoutCents of [-500, 1_000_500]) {
      const res = await create({ name: fresh(), payoutCents });
      expect(res.statusCode, String(payoutCents)).toBe(400);
      expect(res.json().errors).toHaveProperty('payoutCents');
    }
    const offStep = await create({ name: fresh(), payoutCents: 20_100 });
    expect(offStep.statusCode).toBe(400);
    expect(offStep.json().errors.payoutCents).toBe('must move in steps of 5');
    await createOk({ name: fresh(), payoutCents: 0 });
    await createOk({ name: fresh(), payoutCents: 1_000_000 });
  });

  it('WEBM-18 WEBM-19 the offer’s default payout is refused without a guarantee and accepted with one', async () => {
    expectRefusal(await create({ name: fresh(), payoutCents: DEFAULT_PAYOUT }), 400, 'payoutCents', M.payoutDefault);
    const row = await createOk({
      name: fresh(),
      payoutCents: DEFAULT_PAYOUT,
      guarantee: 40,
      guaranteeActualFrom: '2026-01-01',
    });
    expect(row).toMatchObject({
      webmasterPayout: DEFAULT_PAYOUT,
      currentGuarantee: 40,
      guaranteeActualFrom: '2026-01-01',
    });
  });

  it('WEBM-20 WEBM-21 WEBM-22 ACONST-20 a guarantee needs its date and a date its guarantee; 0..100', async () => {
    expectRefusal(
      await create({ name: fresh(), guaranteeActualFrom: '2026-01-01' }),
      400,
      'guarantee',
      M.guaranteeRequired,
    );
    expectRefusal(await create({ name: fresh(), guarantee: 30 }), 400, 'guaranteeActualFrom', M.dateRequired);
    for (const guarantee of [-1, 101]) {
      const res = await create({ name: fresh(), guarantee, guaranteeActualFrom: '2026-01-01' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty('guarantee');
    }
    await createOk({ name: fresh(), guarantee: 0, guaranteeActualFrom: '2026-01-01' });
    await createOk({ name: fresh(), guarantee: 100, guaranteeActualFrom: '2026-01-01' });
  });

  it('WEBM-41 dates are YYYY-MM-DD real days', async () => {
    for (const date of ['01-02-2026', '2026-1-2', '2026-02-30']) {
      const res = await create({ name: fresh(), guarantee: 30, guaranteeActualFrom: date });
      expect(res.statusCode, date).toBe(400);
      expect(res.json().errors).toHaveProperty('guaranteeActualFrom');
    }
  });

  it('WEBM-11 WEBM-12 WEBM-28 exist answers for the offer; a second special payout is refused with the spec’s text', async () => {
    const name = fresh();
    const exists = async (n: string, offerId = OFFER) =>
      (await call('GET', `/webmasters/exists?offerId=${offerId}&name=${encodeURIComponent(n)}`)).json();
    expect(await exists(name)).toBe(false);
    await createOk({ name });
    expect(await exists(name)).toBe(true);
    expect(await exists(name, 'PE-COLAGENO-CPA')).toBe(false);
    expectRefusal(await create({ name, payoutCents: 30_000 }), 409, 'name', M.rateExists);
    // The same webmaster gets a special payout for another offer.
    const other = await createOk({ name, offerId: 'PE-COLAGENO-CPA' });
    expect(other.webmasterName).toBe(name);
  });

  it('WEBM-24 WEBM-25 WEBM-26 guaranteeExists says whether the webmaster has a guarantee from that date', async () => {
    const name = fresh();
    const exists = async (date: string, n = name) =>
      (await call('GET', `/guarantees/exists?offerId=${OFFER}&guaranteeActualFrom=${date}&webmasterName=${n}`)).json();
    expect(await exists('2026-03-01')).toBe(false);
    await createOk({ name, guarantee: 35, guaranteeActualFrom: '2026-03-01' });
    expect(await exists('2026-03-01')).toBe(true);
    expect(await exists('2026-03-02')).toBe(false);
    expect(await exists('2026-03-01', fresh())).toBe(false);
    const bad = await call(
      'GET',
      `/guarantees/exists?offerId=${OFFER}&guaranteeActualFrom=2026-13-01&webmasterName=${name}`,
    );
    expect(bad.statusCode).toBe(400);
  });

  it('ADMIN-05 the webmaster routes need read:webmasters; another region’s offer answers as a missing one', async () => {
    const noPermission = await call('GET', '/special-rates', undefined, 'agent');
    expect(noPermission.statusCode).toBe(403);
    const colombia = { permissions: ['read:webmasters'], regionIds: ['co-central'] };
    const other = await call(
      'POST',
      '/webmasters',
      { offerId: OFFER, name: fresh(), payoutCents: 500 },
      'agent2',
      colombia,
    );
    const missing = await call(
      'POST',
      '/webmasters',
      { offerId: 'NO-SUCH', name: fresh(), payoutCents: 500 },
      'agent2',
      colombia,
    );
    expect(other.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
  });
});

describe('webmasters: the list (queryWebmastersSpecialRates, getAllOffers)', () => {
  it('WEBM-02 WEBM-05 WEBM-06 WEBM-07 pairs of webmaster and offer, 20 a page, filtered by name, offer, product and partner', async () => {
    const prefix = fresh('list');
    for (let i = 0; i < 22; i++) await createOk({ name: `${prefix}-${String(i).padStart(2, '0')}` });
    await createOk({ name: `${prefix}-00`, offerId: 'PE-COLAGENO-CPA' });
    const page = (await call('GET', `/special-rates?webmasterName=${prefix}`)).json();
    expect(page.totalSize).toBe(23);
    expect(page.content).toHaveLength(20);
    expect(
      page.content.slice(0, 2).map((r: { webmasterName: string; offerId: string }) => [r.webmasterName, r.offerId]),
    ).toEqual([
      [`${prefix}-00`, 'PE-COLAGENO-CPA'],
      [`${prefix}-00`, OFFER],
    ]);
    const second = (await call('GET', `/special-rates?webmasterName=${prefix}&number=1`)).json();
    expect(second.content).toHaveLength(3);
    const byOffer = (await call('GET', `/special-rates?webmasterName=${prefix}&offerId=PE-COLAGENO-CPA`)).json();
    expect(byOffer.totalSize).toBe(1);
    const byProduct = (await call('GET', `/special-rates?webmasterName=${prefix}&productName=col%C3%A1geno`)).json();
    expect(byProduct.totalSize).toBe(23);
    const partnerId = (
      await t.db
        .insertInto('partners')
        .values({ name: `Red ${prefix}` })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await t.db.updateTable('offers').set({ partner_id: partnerId }).where('id', '=', 'PE-COLAGENO-CPA').execute();
    const byPartner = (
      await call('GET', `/special-rates?webmasterName=${prefix}&partner=${encodeURIComponent(` red ${prefix} `)}`)
    ).json();
    expect(byPartner.totalSize).toBe(1);
    expect(byPartner.content[0].partner).toBe(`Red ${prefix}`);
  });

  it('WEBM-07 the list holds only offers of the caller’s regions', async () => {
    const name = fresh();
    await createOk({ name });
    const chile = await call('GET', `/special-rates?webmasterName=${name}`, undefined, 'admin', {
      regionIds: ['cl-central'],
    });
    expect(chile.json().totalSize).toBe(0);
  });

  it('WEBM-08 getAllOffers gives the caller’s regions’ offers with their default payout', async () => {
    const res = await call('GET', '/offers', undefined, 'admin', { regionIds: ['pe-central'] });
    const offers = res.json() as { id: string; regionId: string; payout: number; productName: string }[];
    expect(offers.every((o) => o.regionId === 'pe-central')).toBe(true);
    expect(offers.find((o) => o.id === OFFER)).toMatchObject({
      payout: DEFAULT_PAYOUT,
      productName: 'Colágeno Hidrolizado Premium',
    });
  });

  it('GROUP-19 getWebmasterPage lists webmasters by name for read:webmasters or owner:users', async () => {
    const page = (await call('GET', '/webmasters?number=0&size=5000', undefined, 'manager')).json();
    expect(page.content.map((w: { name: string }) => w.name)).toContain('LeadMax LATAM');
    const none = await call('GET', '/webmasters', undefined, 'agent');
    expect(none.statusCode).toBe(403);
  });
});

describe('webmasters: edit and guarantee history', () => {
  it('WEBM-29 WEBM-30 WEBM-31 WEBM-32 edit sets the payout and the guarantee from a date; payout, guarantee and date are required', async () => {
    const created = await createOk({ name: fresh(), guarantee: 20, guaranteeActualFrom: '2026-01-01' });
    const key = { webmasterId: created.webmasterId, offerId: OFFER };
    for (const missing of ['payout', 'guarantee', 'guaranteeActualFrom']) {
      const body: Record<string, unknown> = {
        ...key,
        payout: 25_000,
        guarantee: 30,
        guaranteeActualFrom: '2026-02-01',
      };
      delete body[missing];
      const res = await call('PUT', '/special-rates', body);
      expect(res.statusCode, missing).toBe(400);
      expect(res.json().errors).toHaveProperty(missing);
    }
    expect(
      (
        await call('PUT', '/special-rates', {
          ...key,
          payout: 25_000,
          guarantee: 101,
          guaranteeActualFrom: '2026-02-01',
        })
      ).statusCode,
    ).toBe(400);
    const edited = await call('PUT', '/special-rates', {
      ...key,
      payout: DEFAULT_PAYOUT,
      guarantee: 30,
      guaranteeActualFrom: '2026-02-01',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      webmasterPayout: DEFAULT_PAYOUT,
      currentGuarantee: 30,
      guaranteeActualFrom: '2026-02-01',
    });
    // The same date again changes that entry's value.
    await call('PUT', '/special-rates', {
      ...key,
      payout: DEFAULT_PAYOUT,
      guarantee: 33,
      guaranteeActualFrom: '2026-02-01',
    });
    const history = (await call('GET', `/guarantees?offerId=${OFFER}&webmasterId=${key.webmasterId}`)).json();
    expect(history).toEqual([
      { value: 33, actualFrom: '2026-02-01', ...key },
      { value: 20, actualFrom: '2026-01-01', ...key },
    ]);
  });

  describe('the guarantee history', () => {
    /** A new webmaster on the offer: its key and its history as queryGuaranteeValues answers it. */
    async function freshPair() {
      const created = await createOk({ name: fresh() });
      const key = { webmasterId: created.webmasterId, offerId: OFFER };
      const history = async () =>
        (await call('GET', `/guarantees?offerId=${OFFER}&webmasterId=${key.webmasterId}`)).json();
      return { key, history };
    }

    it('WEBM-33 WEBM-34 WEBM-37 a created guarantee is listed with value, actualFrom, offerId and webmasterId', async () => {
      const { key, history } = await freshPair();
      expect(await history()).toEqual([]);
      const first = await call('POST', '/guarantees', { ...key, value: 45, actualFrom: '2026-04-01' });
      expect(first.statusCode, first.body).toBe(201);
      expect(await history()).toEqual([{ value: 45, actualFrom: '2026-04-01', ...key }]);
    });

    it('WEBM-40 a second guarantee on the same date is refused in the spec’s words', async () => {
      const { key, history } = await freshPair();
      await call('POST', '/guarantees', { ...key, value: 45, actualFrom: '2026-04-01' });
      expectRefusal(
        await call('POST', '/guarantees', { ...key, value: 50, actualFrom: '2026-04-01' }),
        409,
        'actualFrom',
        'We already have a guarantee value for this offer, webmaster and date!',
      );
      expect(await history()).toEqual([{ value: 45, actualFrom: '2026-04-01', ...key }]);
    });

    it('WEBM-35 the guarantee is required and at most 100', async () => {
      const { key, history } = await freshPair();
      for (const bad of [{ value: 101, actualFrom: '2026-04-02' }, { actualFrom: '2026-04-02' }]) {
        expect((await call('POST', '/guarantees', { ...key, ...bad })).statusCode, JSON.stringify(bad)).toBe(400);
      }
      expect((await call('POST', '/guarantees', { ...key, value: 100, actualFrom: '2026-04-02' })).statusCode).toBe(
        201,
      );
      expect(await history()).toHaveLength(1);
    });

    it('WEBM-36 the date is required', async () => {
      const { key, history } = await freshPair();
      expect((await call('POST', '/guarantees', { ...key, value: 10 })).statusCode).toBe(400);
      expect(await history()).toEqual([]);
    });

    it('WEBM-38 updateWebmasterGuarantee changes the value on that date; a date with none is 404', async () => {
      const { key, history } = await freshPair();
      await call('POST', '/guarantees', { ...key, value: 45, actualFrom: '2026-04-01' });
      await call('POST', '/guarantees', { ...key, value: 10, actualFrom: '2026-05-01' });
      const updated = await call('PUT', '/guarantees', { ...key, value: 55, actualFrom: '2026-04-01' });
      expect(updated.statusCode).toBe(200);
      expect(await history()).toEqual([
        { value: 10, actualFrom: '2026-05-01', ...key },
        { value: 55, actualFrom: '2026-04-01', ...key },
      ]);
      expect((await call('PUT', '/guarantees', { ...key, value: 5, actualFrom: '2026-06-01' })).statusCode).toBe(404);
    });

    it('WEBM-39 deleteWebmasterGuarantee removes the one on that date; again is 404', async () => {
      const { key, history } = await freshPair();
      await call('POST', '/guarantees', { ...key, value: 45, actualFrom: '2026-04-01' });
      await call('POST', '/guarantees', { ...key, value: 10, actualFrom: '2026-05-01' });
      const url = `/guarantees?offerId=${OFFER}&webmasterId=${key.webmasterId}&actualFrom=2026-05-01`;
      expect((await call('DELETE', url)).statusCode).toBe(204);
      expect((await call('DELETE', url)).statusCode).toBe(404);
      expect(await history()).toEqual([{ value: 45, actualFrom: '2026-04-01', ...key }]);
    });
  });

  it('WEBM-04 the current guarantee is the one in force today, else the next to start', async () => {
    const created = await createOk({ name: fresh() });
    const key = { webmasterId: created.webmasterId, offerId: OFFER };
    await call('POST', '/guarantees', { ...key, value: 70, actualFrom: '2999-01-01' });
    const rowOf = async () =>
      (await call('GET', `/special-rates?webmasterName=${created.webmasterName}`)).json().content[0];
    expect(await rowOf()).toMatchObject({ currentGuarantee: 70, guaranteeActualFrom: '2999-01-01' });
    await call('POST', '/guarantees', { ...key, value: 25, actualFrom: '2020-01-01' });
    await call('POST', '/guarantees', { ...key, value: 26, actualFrom: '2021-01-01' });
    expect(await rowOf()).toMatchObject({ currentGuarantee: 26, guaranteeActualFrom: '2021-01-01' });
  });
});
