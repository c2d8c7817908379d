/**
 * Every filter combination of the order search is served by an index: EXPLAIN of the page and
 * the count query over a seeded table never shows a sequential scan of orders or order_tags.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBackoffice, type TestBackoffice } from '../../testing/build.js';
import { firstProviderId, seedManyOrders, tagId } from '../../testing/search-fixtures.js';
import { type ResolvedSearch, searchCountQuery, searchPageQuery } from './search-repo.js';

const SEEDED = 30_000;
let t: TestBackoffice;
let paid: number;
let provider: number;

beforeAll(async () => {
  t = await buildTestBackoffice();
  await seedManyOrders(t.db, SEEDED);
  paid = await tagId(t.db, 'pe-central', 'ORDER_PAID');
  provider = await firstProviderId(t.db, 'pe-central');
}, 120_000);
afterAll(() => t.close());

type Part = Partial<ResolvedSearch>;
const subsets = <T>(items: T[]): T[][] =>
  items.reduce<T[][]>((all, item) => all.concat(all.map((set) => [...set, item])), [[]]);

function combinations(): { name: string; search: ResolvedSearch }[] {
  const filters: [string, Part][] = [
    ['status', { statuses: [5, 40] }],
    ['provider', { deliveryProviderId: provider }],
    ['tag', { tagIds: [paid] }],
  ];
  const texts: [string, Part][] = [
    ['', {}],
    ['code', { shortCodePrefix: 'BLK-01' }],
    ['phone', { phones: ['+51900001234', '+900001234'] }],
    ['name', { namePrefix: 'cliente 12' }],
  ];
  const regions: [string, string[]][] = [
    ['one region', ['pe-central']],
    ['all regions', ['pe-central', 'cl-central', 'mx-central', 'co-central']],
  ];
  const periods: [string, Part][] = [
    ['whole period', { from: new Date('2022-01-01T00:00:00Z'), to: new Date('2026-11-25T00:00:00Z') }],
    ['one month', { from: new Date('2025-03-01T00:00:00Z'), to: new Date('2025-03-31T23:59:59Z') }],
  ];
  const sorts: [string, Part][] = [
    ['created desc', { sort: 'created', direction: 'desc' }],
    ['preferredDate asc', { sort: 'preferredDate', direction: 'asc' }],
  ];
  const all: { name: string; search: ResolvedSearch }[] = [];
  for (const set of subsets(filters))
    for (const [textName, text] of texts)
      for (const [regionName, regionIds] of regions)
        for (const [periodName, period] of periods)
          for (const [sortName, sort] of sorts) {
            const name = [regionName, periodName, ...set.map(([n]) => n), textName, sortName]
              .filter(Boolean)
              .join(' + ');
            const parts = Object.assign({}, ...set.map(([, p]) => p), text, period, sort) as Part;
            all.push({ name, search: { regionIds, ...parts } as ResolvedSearch });
          }
  return all;
}

const planOf = async (query: { explain(): Promise<Record<string, unknown>[]> }) =>
  (await query.explain()).map((row) => String(row['QUERY PLAN'])).join('\n');

describe('order search plans', () => {
  it(`SEARCH-20 every filter combination is served by an index: no Seq Scan on orders over ${SEEDED} seeded orders`, async () => {
    const scans: string[] = [];
    const cases = combinations();
    for (const { name, search } of cases) {
      for (const [kind, query] of [
        ['page', searchPageQuery(t.db, search, 0, 10)],
        ['count', searchCountQuery(t.db, search)],
      ] as const) {
        const plan = await planOf(query);
        if (/Seq Scan on orders/.test(plan)) scans.push(`${kind}: ${name}\n${plan}`);
      }
    }
    expect(cases.length).toBe(256);
    expect(scans).toEqual([]);
  });

  it('the check sees a sequential scan where no index serves the filter', async () => {
    const unindexed = t.db.selectFrom('orders as o').select('o.id').where('o.comments', '=', 'x').limit(10);
    expect(await planOf(unindexed)).toMatch(/Seq Scan on orders/);
  });
});
