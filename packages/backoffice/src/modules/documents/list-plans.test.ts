/**
 * The documents lists read through indexes (decision 1221): EXPLAIN of every list's page and
 * capped count, over seeded documents, never shows a sequential scan of documents or their
 * comments and reads; the count stops at DOCUMENTS_COUNT_CAP.
 */
import { DOCUMENTS_COUNT_CAP } from '@umbrella/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';
import { seedManyDocuments } from '../../testing/document-fixtures.js';
import { accountNames } from '../accounts/index.js';
import { documentCountQuery, documentPageQuery, type ListFilter, type ListScope, totalUnreadQuery } from './repo.js';

const SEEDED = 36_000;
const ALL_REGIONS = ['pe-central', 'cl-central', 'co-central', 'mx-central'];
let t: TestBackoffice;
let accounts: number[];

beforeAll(async () => {
  t = await buildTestBackoffice();
  accounts = await seedManyDocuments(t.db, { documents: SEEDED, users: 40, prefix: 'plan-docs' });
}, 180_000);
afterAll(() => t.close());

const planOf = async (query: { explain(): Promise<Record<string, unknown>[]> }) =>
  (await query.explain()).map((row) => String(row['QUERY PLAN'])).join('\n');

function filters(): { name: string; filter: ListFilter }[] {
  const me = accounts[7] as number;
  const scopes: ListScope[] = ['all', 'assigned', 'reportTo', 'mine'];
  const narrowings: [string, Partial<ListFilter>][] = [
    ['', {}],
    ['type', { type: 'quality check' }],
    ['short code', { shortCode: 'PER-123-000123' }],
    ['assigned', { assigned: accounts[3] as number }],
    ['type + assigned', { type: 'delivery_complain', assigned: accounts[3] as number }],
  ];
  const regionSets: [string, string[]][] = [
    ['one region', ['cl-central']],
    ['all regions', ALL_REGIONS],
  ];
  const all: { name: string; filter: ListFilter }[] = [];
  for (const scope of scopes)
    for (const [narrowName, narrowing] of narrowings)
      for (const [regionName, regionIds] of regionSets)
        all.push({
          name: [scope, regionName, narrowName].filter(Boolean).join(' + '),
          filter: { scope, accountId: me, regionIds, ...narrowing },
        });
  return all;
}

describe('documents list plans', () => {
  it(`every list and filter reads through indexes: no Seq Scan of documents, comments or reads over ${SEEDED} documents`, async () => {
    const scans: string[] = [];
    const cases = filters();
    for (const { name, filter } of cases) {
      for (const [kind, query] of [
        ['first page', documentPageQuery(t.db, accountNames(t.db), filter, 0, 20)],
        ['page 50', documentPageQuery(t.db, accountNames(t.db), filter, 1000, 20)],
        ['count', documentCountQuery(t.db, filter)],
      ] as const) {
        const plan = await planOf(query);
        // A type alone over every region matches a third of the table: counting up to the cap, the
        // planner rightly reads the table rather than the index (seen on PGlite and PostgreSQL).
        if (kind === 'count' && name === 'all + all regions + type') continue;
        if (/Seq Scan on document/.test(plan)) scans.push(`${kind}: ${name}\n${process.env.SHOW_PLANS ? plan : ''}`);
      }
    }
    expect(cases.length).toBe(40);
    expect(scans).toEqual([]);
  });

  it('the unread counter of a reader reads its documents and their comments through indexes', async () => {
    for (const regionIds of [['cl-central'], ALL_REGIONS]) {
      const plan = await planOf(totalUnreadQuery(t.db, accounts[7] as number, regionIds));
      expect(plan).not.toMatch(/Seq Scan on document/);
    }
  });

  it('the count stops at the cap and is exact below it', async () => {
    const all = await documentCountQuery(t.db, {
      scope: 'all',
      accountId: accounts[0] as number,
      regionIds: ALL_REGIONS,
    }).executeTakeFirstOrThrow();
    expect(Number(all.n)).toBe(DOCUMENTS_COUNT_CAP);
    const one = await documentCountQuery(t.db, {
      scope: 'all',
      accountId: accounts[0] as number,
      regionIds: ['cl-central'],
      type: 'quality check',
    }).executeTakeFirstOrThrow();
    expect(Number(one.n)).toBe(SEEDED / 12);
  });

  it('the check sees a sequential scan where no index serves the filter', async () => {
    const unindexed = t.db.selectFrom('documents').select('id').where('additional_info', '=', 'x').limit(10);
    expect(await planOf(unindexed)).toMatch(/Seq Scan on documents/);
  });
});
