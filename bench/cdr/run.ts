/**
 * Call-records page timings (issue 14): p50/p95 of one getAgentCallsPage (its page of 10 and its
 * count, as the route runs them) per filter of the /cdr screen, alone and combined, over many
 * seeded call records on PGlite (or PostgreSQL), and the EXPLAIN of both queries of every case
 * checked for a sequential scan of call_records or leads.
 *
 *   node_modules/.bin/tsx bench/cdr/run.ts [--calls 1000000] [--runs 40] [--url postgres://…] [--write]
 *
 * --write puts the table into bench/cdr/README.md between the cdr markers.
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import {
  type CallFilter,
  callCountQuery,
  callPage,
  callReads,
  callRowsQuery,
} from '../../packages/backoffice/src/modules/telephony/call-records.js';
import { callFilterCases, seedManyCalls } from '../../packages/backoffice/src/testing/call-record-fixtures.js';
import { openBenchDatabase } from '../lib/bench-database.js';
import { writeReadmeSection } from '../lib/readme-section';
import { seedDemoThen } from '../lib/seed-demo-then.js';
import { timeRuns } from '../lib/time-runs.js';

const { values } = parseArgs({
  options: {
    calls: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '40' },
    url: { type: 'string' },
    write: { type: 'boolean', default: false },
  },
});
const count = Number(values.calls);
const runs = Number(values.runs);

const SCANNED = /Seq Scan on (call_records|leads)\b/;

const db = await openBenchDatabase({ url: values.url, prefix: 'bench_cdr', poolSize: 2 });
try {
  const now = new Date();
  const { seconds: seededIn } = await seedDemoThen(db.handle.db, () => seedManyCalls(db.handle.db, count, now));
  const cases = await callFilterCases(db.handle.db, now);
  const reads = callReads(db.handle.db);
  const rows: string[] = [];
  const scans: string[] = [];
  for (const { name, filter } of cases) {
    for (const query of [callRowsQuery(db.handle.db, reads, filter), callCountQuery(db.handle.db, reads, filter)]) {
      const plan = (await query.explain()).map((r) => String(r['QUERY PLAN'])).join('\n');
      if (SCANNED.test(plan)) scans.push(`${name}\n${plan}`);
    }
    const f: CallFilter = filter;
    const {
      p50,
      p95,
      last: total,
    } = await timeRuns(async () => (await callPage(db.handle.db, reads, f)).totalSize, runs);
    const line = `| ${name} | ${total.toLocaleString('en')} | ${p50.toFixed(2)} | ${p95.toFixed(2)} |`;
    rows.push(line);
    console.log(line);
  }
  for (const scan of scans) console.log(`SEQUENTIAL SCAN: ${scan}\n`);
  const load = loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
  const section = [
    `## ${db.engine}, ${count.toLocaleString('en')} call records`,
    '',
    `Last run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${runs} runs per line after 3 warm-ups, seeding took ${seededIn.toFixed(0)} s, load average ${load} (2 cores, busy: a full CI run and other helpers were running). EXPLAIN of the page and count of every line: ${scans.length ? `${scans.length} with a sequential scan` : 'no sequential scan of call_records or leads'}.`,
    '',
    '| filter | matches | p50 ms | p95 ms |',
    '|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
  console.log(section);
  if (values.write) writeReadmeSection('cdr', `cdr-${db.engine.toLowerCase()}`, section);
} finally {
  await db.close();
}
