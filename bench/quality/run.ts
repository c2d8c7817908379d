/**
 * Call-quality list timings (issue 33: "lists stay fast with 1 000 000 call records and 100 000
 * evaluations"): p50/p95 of the weekly queue (the sample and its evaluation states, as the route
 * runs them), the figures over 8 weeks, a page of critical fails, and a page of one agent's and of
 * one region's evaluations, over seeded calls and evaluations on PGlite (or PostgreSQL), with the
 * EXPLAIN of each query checked for a sequential scan of call_records or quality_evaluations.
 *
 *   node_modules/.bin/tsx bench/quality/run.ts [--calls 1000000] [--evaluations 100000] [--runs 20] [--url postgres://… | --postgres] [--write]
 *
 * --postgres starts a throw-away PostgreSQL (scripts/postgres.mjs, as bench/floor's postgres shape)
 * and runs on it.
 *
 * --write puts the table into bench/quality/README.md between the quality markers.
 */

import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { addDays, weekMonday } from '@umbrella/contract';
import { type Compilable, CompiledQuery } from 'kysely';
import { ownTables } from '../../packages/backoffice/src/db/owners.js';
import { criticalFailsQuery, scoreSumsQuery } from '../../packages/backoffice/src/modules/quality/figures-repo.js';
import { createFiguresService } from '../../packages/backoffice/src/modules/quality/figures-service.js';
import {
  drawQuery,
  sampleReads,
  storedPicksQuery,
} from '../../packages/backoffice/src/modules/quality/sample-picks-repo.js';
import { evaluationCountsQuery } from '../../packages/backoffice/src/modules/quality/sample-repo.js';
import { createSampleService, sampleRanges } from '../../packages/backoffice/src/modules/quality/sample-service.js';
import { seedManyCalls } from '../../packages/backoffice/src/testing/call-record-fixtures.js';
import { seedManyEvaluations } from '../../packages/backoffice/src/testing/quality-fixtures.js';
import { freePort } from '../../scripts/free-port.mjs';
import { startPostgres } from '../../scripts/postgres.mjs';
import { openBenchDatabase } from '../lib/bench-database.js';
import { writeReadmeSection } from '../lib/readme-section';
import { seedDemoThen } from '../lib/seed-demo-then.js';
import { timeRuns } from '../lib/time-runs.js';

const { values } = parseArgs({
  options: {
    calls: { type: 'string', default: '1000000' },
    evaluations: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '20' },
    url: { type: 'string' },
    postgres: { type: 'boolean', default: false },
    write: { type: 'boolean', default: false },
  },
});
const calls = Number(values.calls);
const evaluationCount = Number(values.evaluations);
const runs = Number(values.runs);

const SCANNED = /Seq Scan on (call_records|quality_evaluations|quality_sample_picks)\b/;

const postgres = values.postgres ? await startPostgres({ port: await freePort() }) : undefined;
const db = await openBenchDatabase({
  url: postgres?.url ?? values.url,
  prefix: 'bench_quality',
  poolSize: 2,
  queryTimeoutMs: 30 * 60_000,
});
/** The plan of any statement, an insert … select too (Kysely's explain() of an insert answers no rows). */
const planOf = async (query: Compilable) => {
  const { sql: text, parameters } = query.compile();
  const { rows } = await db.handle.db.executeQuery<Record<string, unknown>>(
    CompiledQuery.raw(`explain ${text}`, [...parameters]),
  );
  return rows.map((row) => String(row['QUERY PLAN'])).join('\n');
};
try {
  const started = performance.now();
  const app = db.handle.db;
  const now = new Date();
  const { seconds: seededCalls } = await seedDemoThen(app, () => seedManyCalls(app, calls, now));
  const made = await seedManyEvaluations(app, evaluationCount);
  const seededIn = (performance.now() - started) / 1000;

  const regionIds = (await app.selectFrom('regions').select('id').orderBy('id').execute()).map((r) => r.id);
  const manager = await app
    .selectFrom('accounts')
    .select('id')
    .where('username', '=', 'manager')
    .executeTakeFirstOrThrow();
  const caller = { accountId: manager.id, regionIds, email: 'manager@bench', requestId: 'bench' };
  const week = weekMonday(addDays(now.toISOString().slice(0, 10), -14));
  const quality = ownTables(app, 'quality');
  const samples = createSampleService({ db: app, now: () => now });
  const figures = createFiguresService({ db: app, now: () => now });
  const agent = await app.selectFrom('quality_evaluations').select('agent_id').orderBy('id').executeTakeFirstOrThrow();
  const ranges = sampleRanges(week, new Map(), regionIds);
  const reads = sampleReads(app);
  // The first opening draws and stores the week's picks; every later one reads them.
  const forget = async () => {
    await quality.deleteFrom('quality_sample_picks').where('week', '=', week).execute();
    await quality.deleteFrom('quality_sample_weeks').where('week', '=', week).execute();
  };
  const draw = drawQuery(quality, reads, week, ranges, now);
  await samples.queue(caller, { week, page: 0, size: 20 });
  const sampleIds = (await storedPicksQuery(quality, reads, week, regionIds).execute()).map((c) => c.id);
  const periods = ranges.map((r) => ({ ...r, from: new Date(r.from.getTime() - 7 * 7 * 86_400_000) }));
  const agentPage = quality
    .selectFrom('quality_evaluations')
    .select(['id', 'call_record_id', 'score', 'status', 'created_at'])
    .where('agent_id', '=', agent.agent_id)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(20);
  const regionPage = quality
    .selectFrom('quality_evaluations')
    .select(['id', 'call_record_id', 'agent_id', 'score', 'created_at'])
    .where('region_id', '=', regionIds[0] as string)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(20);

  const cases: { name: string; run: () => Promise<number>; plans: Compilable[] }[] = [
    {
      name: "queue, a week's first opening: draws and stores the sample of all 4 regions, its evaluation states, page 1",
      run: async () => {
        await forget();
        return (await samples.queue(caller, { week, page: 0, size: 20 })).sampledCount;
      },
      plans: [draw],
    },
    {
      name: "queue, later openings: the week's stored sample of all 4 regions, its evaluation states, page 1",
      run: async () => (await samples.queue(caller, { week, page: 0, size: 20 })).sampledCount,
      plans: [storedPicksQuery(quality, reads, week, regionIds), evaluationCountsQuery(quality, sampleIds, manager.id)],
    },
    {
      name: 'figures: 8 weeks, per agent, team and product',
      run: async () => (await figures.figures(caller, { to: week })).agents.length,
      plans: [scoreSumsQuery(quality, periods)],
    },
    {
      name: 'critical fails: 8 weeks, page 1',
      run: async () => (await figures.criticalFails(caller, { to: week, page: 0, size: 20 })).totalSize,
      plans: [criticalFailsQuery(quality, periods).limit(20)],
    },
    {
      name: "an agent's evaluations, newest 20",
      run: async () => (await agentPage.execute()).length,
      plans: [agentPage],
    },
    {
      name: "a region's evaluations, newest 20",
      run: async () => (await regionPage.execute()).length,
      plans: [regionPage],
    },
  ];

  const rows: string[] = [];
  const scans: string[] = [];
  for (const { name, run, plans } of cases) {
    for (const query of plans) {
      const plan = await planOf(query);
      if (SCANNED.test(plan)) scans.push(`${name}\n${plan}`);
    }
    const { p50, p95, last: size } = await timeRuns(run, runs);
    const line = `| ${name} | ${size.toLocaleString('en')} | ${p50.toFixed(2)} | ${p95.toFixed(2)} |`;
    rows.push(line);
    console.log(line);
  }
  for (const scan of scans) console.log(`SEQUENTIAL SCAN: ${scan}\n`);
  const load = loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
  const section = [
    `## ${db.engine}, ${calls.toLocaleString('en')} call records, ${made.toLocaleString('en')} evaluations`,
    '',
    `Last run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, week of ${week}, ${runs} runs per line after 3 warm-ups, seeding took ${seededIn.toFixed(0)} s (calls ${seededCalls.toFixed(0)} s), load average ${load} (2 cores, shared with other helpers). EXPLAIN of every line's queries: ${scans.length ? `${scans.length} with a sequential scan` : 'no sequential scan of call_records, quality_evaluations or quality_sample_picks'}.`,
    '',
    '| list | rows (sampled / series / total / page) | p50 ms | p95 ms |',
    '|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
  console.log(section);
  if (values.write) writeReadmeSection('quality', `quality-${db.engine.toLowerCase()}`, section);
} finally {
  await db.close();
  postgres?.stop();
}
