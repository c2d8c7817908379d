import { GUARANTEE_SET_MESSAGES as M } from '@umbrella/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';
import { productId } from '../../testing/order-fixtures.js';

const BASE = '/module/guarantees/api/v1';
const OFFER = 'PE-COLAGENO-LMX';
let t: TestBackoffice;
let webmaster: number;
let late: number;
let other: number;

async function newWebmaster(name: string) {
  return (await t.db.insertInto('webmasters').values({ name }).returning('id').executeTakeFirstOrThrow()).id;
}

/** A Peruvian lead of the pair created at a Lima local time, with a status. */
async function lead(webmasterId: number, limaTime: string, status: number) {
  await t.db
    .insertInto('leads')
    .values({
      region_id: 'pe-central',
      product_id: await productId(t.db, 'PE-COLAGENO'),
      offer_id: OFFER,
      webmaster_id: webmasterId,
      name: 'Rosa Pérez',
      phone: '+51987654321',
      status,
      created_at: new Date(`${limaTime}-05:00`),
    })
    .execute();
}

beforeAll(async () => {
  t = await buildTestBackoffice();
  webmaster = await newWebmaster('GarantiaUno');
  late = await newWebmaster('GarantiaTarde');
  other = await newWebmaster('SinGarantia');
  await t.db
    .insertInto('webmaster_guarantees')
    .values([
      { webmaster_id: webmaster, offer_id: OFFER, actual_from: '2025-12-15', value: 25 },
      { webmaster_id: webmaster, offer_id: OFFER, actual_from: '2026-01-10', value: 45 },
      // Starts within the period: only its leads from that day count.
      { webmaster_id: late, offer_id: OFFER, actual_from: '2026-01-20', value: 80 },
    ])
    .execute();
  // In the period: 3 approved (confirmed, deposit, delivered) of 10.
  const statuses = [5, 40, 9, 3, 4, 1, 20, 6, 0, 21];
  for (const [i, status] of statuses.entries())
    await lead(webmaster, `2026-01-${String(i + 2).padStart(2, '0')}T10:00:00`, status);
  await lead(webmaster, '2025-12-31T23:00:00', 5); // Lima's 31 December (already 1 January in UTC): out.
  await lead(webmaster, '2026-02-01T00:30:00', 5); // Lima's 1 February: out.
  await lead(other, '2026-01-05T10:00:00', 5); // Another webmaster of the offer, no guarantee: no row.
  await lead(late, '2026-01-10T10:00:00', 5); // Before its guarantee: out.
  await lead(late, '2026-01-25T10:00:00', 30);
  await lead(late, '2026-01-26T10:00:00', 3);
});
afterAll(() => t.close());

async function call(method: 'GET' | 'POST', url: string, payload?: object, username = 'finance', overrides?: object) {
  return t.app.inject({ method, url: `${BASE}${url}`, payload, headers: await t.auth(username, overrides) });
}

async function rowsOf(query = '') {
  const page = await call('GET', `/guarantees?${query}`);
  expect(page.statusCode, page.body).toBe(200);
  return page.json() as { content: Record<string, unknown>[]; totalSize: number };
}

describe('guarantee sets', () => {
  it('GUAR-21 GUAR-27 GUAR-28 GUAR-29 GUAR-09 creating answers at once; the computed rows are drafts with exact figures', async () => {
    const res = await call('POST', '/guarantee-sets', { periodFrom: '2026-01-01', periodTo: '2026-01-31' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ periodFrom: '2026-01-01', periodTo: '2026-01-31', computed: false });
    let content: Record<string, unknown>[] = [];
    for (let i = 0; i < 50 && !content.some((r) => r.id !== null); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      content = (await rowsOf('webmasterName=Garantia')).content;
    }
    const one = content.find((r) => r.webmasterName === 'GarantiaUno');
    expect(one).toMatchObject({
      guaranteeSetFrom: '2026-01-01',
      guaranteeSetTo: '2026-01-31',
      status: 'DRAFT',
      offerId: OFFER,
      guaranteeValue: 45,
      totalLeads: 10,
      approvedLeads: 3,
      actualApproveRate: 0.3,
      // ceil(45% × 10) − 3 = 5 − 3
      leadsToApprove: 2,
    });
    expect(content.find((r) => r.webmasterName === 'GarantiaTarde')).toMatchObject({
      guaranteeValue: 80,
      totalLeads: 2,
      approvedLeads: 1,
      actualApproveRate: 0.5,
      // ceil(80% × 2) − 1 = 2 − 1
      leadsToApprove: 1,
    });
    expect(content.some((r) => r.webmasterName === 'SinGarantia')).toBe(false);
  });

  it('GUAR-23 GUAR-24 GUAR-25 a period may not end in the future nor share a day with another set', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const future = await call('POST', '/guarantee-sets', { periodFrom: '2026-03-01', periodTo: tomorrow });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe(M.future);
    const exists = async (from: string, to: string) =>
      (await call('GET', `/guarantee-sets/exists?periodFrom=${from}&periodTo=${to}`)).json();
    expect(await exists('2026-01-31', '2026-02-10')).toBe(true);
    expect(await exists('2026-02-01', '2026-02-10')).toBe(false);
    const again = await call('POST', '/guarantee-sets', { periodFrom: '2026-01-15', periodTo: '2026-02-15' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.exists);
    expect(
      (await call('POST', '/guarantee-sets', { periodFrom: '2026-02-30', periodTo: '2026-03-01' })).statusCode,
    ).toBe(400);
  });

  it('GUAR-15 GUAR-16 GUAR-17 GUAR-18 GUAR-19 GUAR-20 approve and decline only a draft; decline needs a comment', async () => {
    const rows = (await rowsOf('webmasterName=Garantia')).content;
    const [first, second] = rows.map((r) => r.id as number);
    const approved = await call('POST', `/guarantees/${first}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().status).toBe('APPROVED');
    expect((await call('POST', `/guarantees/${first}/approve`)).statusCode).toBe(409);
    expect((await call('POST', `/guarantees/${first}/decline`, { declineComment: 'x' })).statusCode).toBe(409);
    const empty = await call('POST', `/guarantees/${second}/decline`, { declineComment: '   ' });
    expect(empty.statusCode).toBe(400);
    const declined = await call('POST', `/guarantees/${second}/decline`, { declineComment: ' Leads de baja calidad ' });
    expect(declined.json()).toMatchObject({ status: 'DECLINED', declineComment: 'Leads de baja calidad' });
  });

  it('GUAR-03 GUAR-04 GUAR-05 GUAR-06 GUAR-07 GUAR-08 filters trimmed, empty ignored, status filter, 25 a page', async () => {
    expect((await rowsOf('webmasterName=%20%20GarantiaUno%20')).totalSize).toBe(1);
    expect((await rowsOf('webmasterName=Garantia&offerId=%20%20')).totalSize).toBe(2);
    expect((await rowsOf('webmasterName=Garantia&statusValue=APPROVED')).totalSize).toBe(1);
    expect((await rowsOf('webmasterName=Garantia&statusValue=DECLINED')).totalSize).toBe(1);
    expect((await rowsOf('webmasterName=Garantia&statusValue=DRAFT')).totalSize).toBe(0);
    expect((await rowsOf('webmasterName=Garantia&statusValue=ANY')).totalSize).toBe(2);
    expect((await rowsOf()).content.length).toBeLessThanOrEqual(25);
  });

  it('GUAR-15 GUAR-29 a set still computing shows as one draft row without an id', async () => {
    await t.db.insertInto('guarantee_sets').values({ period_from: '2025-06-01', period_to: '2025-06-30' }).execute();
    const pending = (await rowsOf('statusValue=DRAFT')).content.find((r) => r.guaranteeSetFrom === '2025-06-01');
    expect(pending).toMatchObject({ id: null, status: 'DRAFT', offerId: null, totalLeads: null });
  });

  it('ADMIN-07 the routes need webmaster.guarantee:create-set; another region’s row answers as a missing one', async () => {
    expect((await call('GET', '/guarantees', undefined, 'agent')).statusCode).toBe(403);
    const id = (await rowsOf('webmasterName=Garantia&statusValue=APPROVED')).content[0]?.id;
    const chile = { regionIds: ['cl-central'] };
    const res = await call('POST', `/guarantees/${id}/approve`, undefined, 'finance', chile);
    expect(res.statusCode).toBe(404);
    expect(
      (await call('GET', '/guarantees?webmasterName=Garantia', undefined, 'finance', chile)).json().totalSize,
    ).toBe(0);
  });
});
