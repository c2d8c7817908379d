/**
 * Order search timings (issue 10): p50/p95 of one search (its page of 10 and its capped count, as
 * the route runs them) per filter combination, over many seeded orders, on PGlite or PostgreSQL.
 *
 *   node_modules/.bin/tsx bench/search/run.ts [--orders 200000] [--runs 40] [--url postgres://…] [--write]
 *
 * --write puts the table into bench/search/README.md between the search markers.
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { type ResolvedSearch, searchOrderPage } from '../../packages/backoffice/src/modules/orders/search-repo.js';
import { firstProviderId, seedManyOrders, tagId } from '../../packages/backoffice/src/testing/search-fixtures.js';
import { openBenchDatabase } from '../lib/bench-database.js';
import { writeReadmeSection } from '../lib/readme-section';
import { seedDemoThen } from '../lib/seed-demo-then.js';
import { timeRuns } from '../lib/time-runs.js';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '200000' },
    runs: { type: 'string', default: '40' },
    url: { type: 'string' },
    write: { type: 'boolean', default: false },
  },
});
const orders = Number(values.orders);
const runs = Number(values.runs);

const open = () => openBenchDatabase({ url: values.url, prefix: 'bench_search', poolSize: 2 });

const ALL = ['pe-central', 'cl-central', 'mx-central', 'co-central'];
const WHOLE = { from: new Date('2022-01-01T00:00:00Z'), to: new Date('2026-11-25T00:00:00Z') };
const MONTH = { from: new Date('2025-03-01T00:00:00Z'), to: new Date('2025-03-31T23:59:59Z') };
const created = { sort: 'created', direction: 'desc' } as const;

const db = await open();
try {
  const { seconds: seededIn } = await seedDemoThen(db.handle.db, () => seedManyOrders(db.handle.db, orders));
  const paid = await tagId(db.handle.db, 'pe-central', 'ORDER_PAID');
  const provider = await firstProviderId(db.handle.db, 'pe-central');
  const cases: [string, ResolvedSearch][] = [
    ['all regions, whole period (the default search)', { regionIds: ALL, ...WHOLE, ...created }],
    ['one region, whole period', { regionIds: ['pe-central'], ...WHOLE, ...created }],
    ['one region, one month', { regionIds: ['pe-central'], ...MONTH, ...created }],
    [
      'one region, whole period, by preferred date',
      { regionIds: ['pe-central'], ...WHOLE, sort: 'preferredDate', direction: 'asc' },
    ],
    ['all regions, statuses Confirmed+Deposit', { regionIds: ALL, ...WHOLE, statuses: [5, 40], ...created }],
    ['one region, status Verified, one month', { regionIds: ['pe-central'], ...MONTH, statuses: [30], ...created }],
    [
      'one region, delivery provider',
      { regionIds: ['pe-central'], ...WHOLE, deliveryProviderId: provider, ...created },
    ],
    ['one region, tag ORDER_PAID', { regionIds: ['pe-central'], ...WHOLE, tagIds: [paid], ...created }],
    [
      'one region, tag + status + provider',
      { regionIds: ['pe-central'], ...WHOLE, tagIds: [paid], statuses: [5], deliveryProviderId: provider, ...created },
    ],
    ['all regions, order code prefix', { regionIds: ALL, ...WHOLE, shortCodePrefix: 'BLK-01', ...created }],
    ['all regions, phone', { regionIds: ALL, ...WHOLE, phones: ['+51900001234', '+900001234'], ...created }],
    ['all regions, name prefix', { regionIds: ALL, ...WHOLE, namePrefix: 'cliente 12', ...created }],
  ];
  const rows: string[] = [];
  for (const [name, search] of cases) {
    const {
      p50,
      p95,
      last: total,
    } = await timeRuns(async () => (await searchOrderPage(db.handle.db, search, 0, 10)).total, runs);
    const line = `| ${name} | ${total === 10_000 ? '10 000 (cap)' : total} | ${p50.toFixed(2)} | ${p95.toFixed(2)} |`;
    rows.push(line);
    console.log(line);
  }
  const load = loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
  const section = [
    `## ${db.engine}, ${orders.toLocaleString('en')} orders`,
    '',
    `Last run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${runs} runs per line after 3 warm-ups, seeding took ${seededIn.toFixed(0)} s, load average ${load} (2 cores shared with other work).`,
    '',
    '| search | matches | p50 ms | p95 ms |',
    '|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
  console.log(section);
  if (values.write) writeReadmeSection('search', `search-${db.engine.toLowerCase()}`, section);
} finally {
  await db.close();
}
