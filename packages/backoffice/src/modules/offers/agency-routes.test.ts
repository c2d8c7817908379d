import { AGENCY_MESSAGES } from '@umbrella/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';

let t: TestBackoffice;
const A = '/module/offers/api/v1/agency-payouts';
type Method = 'GET' | 'POST' | 'PUT';
const call = async (method: Method, url: string, payload?: unknown, username = 'admin', regionIds?: string[]) =>
  t.app.inject({
    method,
    url,
    payload: payload as object,
    headers: await t.auth(username, regionIds ? { regionIds } : undefined),
  });

const OFFER = 'PE-COLAGENO-LMX';
let agencyCount = 0;
const agency = () => `Agencia${++agencyCount}`;

beforeAll(async () => {
  t = await buildTestBackoffice();
});
afterAll(() => t.close());

describe('agency special payouts', () => {
  it('AGENCY-03 AGENCY-04 lists payouts with offerId, partner, agencyName, payout (cents) and productName', async () => {
    const res = await call('GET', A);
    expect(res.statusCode, res.body).toBe(200);
    const [first] = res.json();
    expect(first).toEqual({
      id: expect.any(Number),
      offerId: expect.stringMatching(/^PE-/),
      partner: expect.any(String),
      agencyName: 'MediaSur',
      payout: 750,
      productName: expect.any(String),
    });
  });

  it('AGENCY-05 AGENCY-09 AGENCY-10 offersForAgencies gives each offer its partner and default payout in cents', async () => {
    const offers = (await call('GET', `${A}/offers`)).json();
    const offer = offers.find((o: { id: string }) => o.id === OFFER);
    expect(offer).toEqual({
      id: OFFER,
      partner: expect.any(String),
      defaultPayoutCents: 800,
      productName: expect.any(String),
    });
  });

  it('AGENCY-22 AGENCY-23 createAgencyPayout takes cents and the list shows the new payout', async () => {
    const name = agency();
    const res = await call('POST', A, { offerId: OFFER, agencyName: name, payout: 1225 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ offerId: OFFER, agencyName: name, payout: 1225 });
    const list = (await call('GET', A)).json();
    expect(list.some((p: { agencyName: string }) => p.agencyName === name)).toBe(true);
  });

  it('AGENCY-15 AGENCY-16 validateNameForAgency is true for an existing combination; a duplicate is refused', async () => {
    const name = agency();
    const exists = (n: string) => call('GET', `${A}/name-exists?offerId=${OFFER}&partner=x&agencyName=${n}`);
    expect((await exists(name)).json()).toBe(false);
    await call('POST', A, { offerId: OFFER, agencyName: name, payout: 100 });
    expect((await exists(name)).json()).toBe(true);
    expect((await exists(name.toUpperCase())).json()).toBe(true);
    const again = await call('POST', A, { offerId: OFFER, agencyName: name, payout: 100 });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({ agencyName: AGENCY_MESSAGES.duplicate });
  });

  it('AGENCY-07 AGENCY-13 AGENCY-18 an empty form is refused field by field in the spec’s words', async () => {
    const res = await call('POST', A, { offerId: null, agencyName: '', payout: null });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      offerId: AGENCY_MESSAGES.offerRequired,
      agencyName: AGENCY_MESSAGES.nameRequired,
      payout: AGENCY_MESSAGES.payoutRequired,
    });
  });

  it('AGENCY-14 a name with a space is refused', async () => {
    const res = await call('POST', A, { offerId: OFFER, agencyName: 'Media Sur', payout: 100 });
    expect(res.json().errors).toEqual({ agencyName: AGENCY_MESSAGES.nameSpaces });
  });

  it('AGENCY-19 AGENCY-20 AGENCY-21 the payout is 0..10000 dollars in steps of 0.25', async () => {
    const payout = async (cents: number) =>
      (await call('POST', A, { offerId: OFFER, agencyName: agency(), payout: cents })).json().errors?.payout;
    expect(await payout(-25)).toBe(AGENCY_MESSAGES.payoutMin);
    expect(await payout(1_000_025)).toBe(AGENCY_MESSAGES.payoutMax);
    expect(await payout(110)).toBe(AGENCY_MESSAGES.payoutStep);
    expect(await payout(0)).toBeUndefined();
    expect(await payout(1_000_000)).toBeUndefined();
  });

  it('AGENCY-24 an edit changes only the payout, with the same rules', async () => {
    const name = agency();
    const created = (await call('POST', A, { offerId: OFFER, agencyName: name, payout: 100 })).json();
    const bad = await call('PUT', `${A}/${created.id}`, { payout: 101 });
    expect(bad.json().errors).toEqual({ payout: AGENCY_MESSAGES.payoutStep });
    const ok = await call('PUT', `${A}/${created.id}`, { payout: 2500, agencyName: 'Other', offerId: 'X' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ id: created.id, offerId: OFFER, agencyName: name, payout: 2500 });
  });

  it('ADMIN-06 needs read:webmasters; another region’s offers and payouts are neither listed nor usable', async () => {
    expect((await call('GET', A, undefined, 'agent')).statusCode).toBe(403);
    expect((await call('GET', A, undefined, 'admin', ['mx-central'])).json()).toEqual([]);
    const offers = (await call('GET', `${A}/offers`, undefined, 'admin', ['mx-central'])).json();
    expect(offers.every((o: { id: string }) => o.id.startsWith('MX-'))).toBe(true);
    const foreign = await call('POST', A, { offerId: OFFER, agencyName: agency(), payout: 100 }, 'admin', [
      'mx-central',
    ]);
    expect(foreign.json().errors).toEqual({ offerId: AGENCY_MESSAGES.offerRequired });
    expect(
      (await call('GET', `${A}/name-exists?offerId=${OFFER}&agencyName=MediaSur`, undefined, 'admin', ['mx-central']))
        .statusCode,
    ).toBe(404);
  });
});
