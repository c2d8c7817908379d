/**
 * Every filter of the call-records page, alone and combined, over the default period, This Week
 * and This Month, is served by an index: EXPLAIN of the page and of its count over seeded calls
 * never shows a sequential scan of call_records or leads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';
import { callFilterCases, seedManyCalls } from '../../testing/call-record-fixtures.js';
import { callCountQuery, callPage, callReads, callRowsQuery } from './call-records.js';

const SEEDED = 40_000;
const now = new Date();
let t: TestBackoffice;

beforeAll(async () => {
  t = await buildTestBackoffice();
  await seedManyCalls(t.db, SEEDED, now);
}, 120_000);
afterAll(() => t.close());

const planOf = async (query: { explain(): Promise<Record<string, unknown>[]> }) =>
  (await query.explain()).map((row) => String(row['QUERY PLAN'])).join('\n');

describe('call-records page plans', () => {
  it(`CDR-06 every filter of the page is served by an index: no Seq Scan on call_records or leads over ${SEEDED} seeded calls`, async () => {
    const cases = await callFilterCases(t.db, now);
    const scans: string[] = [];
    for (const { name, filter } of cases) {
      for (const [kind, query] of [
        ['page', callRowsQuery(t.db, callReads(t.db), filter)],
        ['count', callCountQuery(t.db, callReads(t.db), filter)],
      ] as const) {
        const plan = await planOf(query);
        if (/Seq Scan on (call_records|leads)\b/.test(plan)) scans.push(`${kind}: ${name}\n${plan}`);
      }
    }
    expect(cases.length).toBe(36);
    expect(scans).toEqual([]);
  });

  it('CDR-06 the phone filter finds the calls of the lead whose phone ends with the typed digits', async () => {
    const lead = await t.db
      .selectFrom('call_records as c')
      .innerJoin('leads as l', 'l.id', 'c.lead_id')
      .select(['l.id', 'l.phone'])
      .orderBy('c.call_date', 'desc')
      .executeTakeFirstOrThrow();
    const regionIds = ['pe-central', 'cl-central', 'mx-central', 'co-central'];
    const filter = { regionIds, from: new Date(now.getTime() - 30 * 86_400_000), to: now, pageNumber: 0, pageSize: 10 };
    const found = await callPage(t.db, callReads(t.db), { ...filter, phoneNumber: lead.phone.slice(-9) });
    expect(found.totalSize).toBeGreaterThan(0);
    expect(new Set(found.content.map((c) => c.leadId))).toEqual(new Set([lead.id]));
    expect(found.phones.every((p) => p === lead.phone)).toBe(true);
    const middle = await callPage(t.db, callReads(t.db), { ...filter, phoneNumber: lead.phone.slice(-9, -2) });
    expect(middle.content.some((c) => c.leadId === lead.id)).toBe(false);
  });

  it('CDR-05 totalSize counts at most 10 000 calls; the newest page is still the newest calls', async () => {
    const regionIds = ['pe-central', 'cl-central', 'mx-central', 'co-central'];
    const year = { regionIds, from: new Date(now.getTime() - 366 * 86_400_000), to: now, pageNumber: 0, pageSize: 10 };
    const page = await callPage(t.db, callReads(t.db), year);
    expect(page.totalSize).toBe(10_000);
    expect(new Date(page.content[0]?.callDate ?? 0).getTime()).toBe(now.getTime());
    const day = await callPage(t.db, callReads(t.db), { ...year, from: new Date(now.getTime() - 86_400_000) });
    expect(day.totalSize).toBeGreaterThan(100);
    expect(day.totalSize).toBeLessThan(10_000);
  });

  it('the check sees a sequential scan where no index serves the filter', async () => {
    const unindexed = t.db.selectFrom('call_records as c').select('c.id').where('c.bill_sec', '=', 7).limit(10);
    expect(await planOf(unindexed)).toMatch(/Seq Scan on call_records/);
  });
});
