/**
 * Queue bench: next-task claims with 10, 50, 200 and 500 agents asking at once on PostgreSQL —
 * claims/s, p50/p99, duplicates, and the ratio to the 10-agent figure — for the product's path
 * (bounded pool + batched claims) and for the naive one (a connection per agent, one statement
 * per claim). Then the latency of one claim on its own: PGlite, PostgreSQL, durable PostgreSQL.
 *
 *   npx tsc -b packages/contract && node_modules/.bin/tsx bench/queue/run.ts [--seconds 3] [--quick]
 *
 * Each "agent" asks once and then works its task (it does not ask again), as on a real floor:
 * requests come from distinct accounts that hold nothing. Never part of the tests.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { Kysely } from 'kysely';
import { type DatabaseHandle, openDatabase } from '../../packages/backoffice/src/db/database.js';
import type { Database } from '../../packages/backoffice/src/db/types.js';
import { claimBatch } from '../../packages/backoffice/src/modules/workspace/tasks/claim-sql.js';
import type { QueueSettings } from '../../packages/backoffice/src/modules/workspace/tasks/service.js';
import { callerFor, fixedEligibility, percentile, round, service } from './agents.js';
import { startPostgres } from './postgres.js';
import { type ConcurrentRow, machineLoad, type Results, writeReadme } from './readme.js';
import { type Arena, prepare, reset, tableDuplicates } from './setup.js';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
/** `--only single` or `--only concurrent` runs one half. */
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const seconds = Number(args[args.indexOf('--seconds') + 1]) || (quick ? 1.5 : 3);
const AGENT_COUNTS = (process.env.BENCH_AGENTS ?? '10,50,200,500').split(',').map(Number);
const WARMUP_MS = 400;
const SINGLE_COUNT = quick ? 500 : 2000;
const ACCOUNTS = quick ? 120_000 : 250_000;
const LEADS = ACCOUNTS;
/** The product's pool: bounded, whatever the number of agents. */
const POOL = 10;
const BATCHED: Partial<QueueSettings> = {
  maxBatch: Number(process.env.BENCH_MAX_BATCH ?? 250),
  maxInFlight: Number(process.env.BENCH_IN_FLIGHT ?? 4),
  perKeyInFlight: Number(process.env.BENCH_PER_KEY ?? 2),
};

async function scenario(
  url: string,
  main: Kysely<Database>,
  arena: Arena,
  mode: ConcurrentRow['mode'],
  agents: number,
  nextAccount: () => number,
): Promise<ConcurrentRow> {
  await reset(main);
  const handle = await openDatabase({ databaseUrl: url, poolSize: mode === 'batched' ? POOL : agents });
  try {
    const tasks = service(
      handle.db,
      await fixedEligibility(handle.db, arena),
      mode === 'batched' ? BATCHED : { maxBatch: 1, maxInFlight: agents, perKeyInFlight: agents },
    );
    // Open the connections before the clock starts.
    await Promise.all(
      Array.from({ length: mode === 'batched' ? POOL : agents }, () =>
        handle.db.selectFrom('regions').select('id').execute(),
      ),
    );
    const latencies: number[] = [];
    const seen = new Set<number>();
    let duplicates = 0;
    let measured = 0;
    const start = performance.now();
    const measureFrom = start + WARMUP_MS;
    const deadline = measureFrom + seconds * 1000;
    const agentLoop = async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const task = await tasks.next(callerFor(nextAccount(), arena));
        const t1 = performance.now();
        if (!task) throw new Error('the queue ran dry: raise LEADS');
        if (seen.has(task.id)) duplicates++;
        seen.add(task.id);
        if (t0 >= measureFrom && t1 <= deadline) {
          latencies.push(t1 - t0);
          measured++;
        }
      }
    };
    await Promise.all(Array.from({ length: agents }, agentLoop));
    latencies.sort((a, b) => a - b);
    return {
      mode,
      agents,
      claims: measured,
      claimsPerSecond: Math.round(measured / seconds),
      p50Ms: round(percentile(latencies, 50)),
      p99Ms: round(percentile(latencies, 99)),
      duplicates: duplicates + (await tableDuplicates(main)),
    };
  } finally {
    await handle.close();
  }
}

/** One agent at a time: the claim statement alone, and the whole next() (claim + task with lead). */
async function single(handle: DatabaseHandle, arena: Arena, accounts: number, label: string, count: number) {
  const db = handle.db;
  const eligibility = await fixedEligibility(db, arena);
  const { rules } = await eligibility.get(arena.firstAccountId, [arena.regionId]);
  const tasks = service(db, eligibility, {});
  let account = arena.firstAccountId + accounts - 1;
  const statement: number[] = [];
  const full: number[] = [];
  for (let i = 0; i < count; i++) {
    const now = new Date();
    let t0 = performance.now();
    await claimBatch(db, {
      agents: [{ accountId: account--, shiftBound: true }],
      rules,
      now,
      reservationCutoff: new Date(now.getTime() - 900_000),
      extendUntil: new Date(now.getTime() + 3_600_000),
    });
    statement.push(performance.now() - t0);
    t0 = performance.now();
    await tasks.next(callerFor(account--, arena));
    full.push(performance.now() - t0);
  }
  const summary = (values: number[]) => {
    const sorted = values.slice(Math.floor(count / 10)).sort((a, b) => a - b);
    return {
      meanMs: round(sorted.reduce((s, v) => s + v, 0) / sorted.length, 3),
      p50Ms: round(percentile(sorted, 50), 3),
      p99Ms: round(percentile(sorted, 99), 3),
    };
  };
  return { engine: label, claimStatement: summary(statement), nextCall: summary(full) };
}

async function main() {
  // Regenerates the README section from the last run without measuring again.
  if (args.includes('--rewrite-readme')) {
    const last = JSON.parse(readFileSync(new URL('./last-run.json', import.meta.url), 'utf8')) as Results;
    writeReadme(last);
    return;
  }
  const results: Results = { concurrent: [], single: [], seconds, when: new Date().toISOString(), load: machineLoad() };

  const fast = await startPostgres({ durable: false });
  try {
    if (only === 'single') throw new SkipConcurrent();
    const handle = await openDatabase({ databaseUrl: fast.url, poolSize: 4 });
    const arena = await prepare(handle.db, { accounts: ACCOUNTS, leads: LEADS });
    let next = arena.firstAccountId;
    const nextAccount = () => {
      if (next >= arena.firstAccountId + ACCOUNTS) next = arena.firstAccountId;
      return next++;
    };
    for (const mode of (process.env.BENCH_MODES ?? 'batched,naive').split(',') as ('batched' | 'naive')[]) {
      for (const agents of AGENT_COUNTS) {
        next = arena.firstAccountId;
        const row = await scenario(fast.url, handle.db, arena, mode, agents, nextAccount);
        results.concurrent.push(row);
        console.log(JSON.stringify(row));
      }
    }
    for (const mode of ['batched', 'naive'] as const) {
      const base = results.concurrent.find((r) => r.mode === mode && r.agents === 10)?.claimsPerSecond ?? 1;
      for (const row of results.concurrent.filter((r) => r.mode === mode))
        row.ratioTo10 = round(row.claimsPerSecond / base);
    }
    if (only !== 'concurrent') {
      await reset(handle.db);
      results.single.push(await single(handle, arena, ACCOUNTS, 'PostgreSQL (fsync off)', SINGLE_COUNT));
    }
    await handle.close();
  } catch (error) {
    if (!(error instanceof SkipConcurrent)) throw error;
  } finally {
    fast.stop();
  }
  if (only === 'concurrent') return finish(results);

  const durable = await startPostgres({ durable: true });
  try {
    const handle = await openDatabase({ databaseUrl: durable.url, poolSize: 4 });
    const arena = await prepare(handle.db, { accounts: 20_000, leads: 20_000 });
    results.single.push(
      await single(handle, arena, 20_000, 'PostgreSQL (durable: fsync, synchronous commit)', SINGLE_COUNT),
    );
    await handle.close();
  } finally {
    durable.stop();
  }

  const lite = await openDatabase({ dataDir: 'memory://' });
  try {
    const arena = await prepare(lite.db, { accounts: 20_000, leads: 20_000 });
    results.single.push(await single(lite, arena, 20_000, 'PGlite (in process)', SINGLE_COUNT));
  } finally {
    await lite.close();
  }

  finish(results);
}

class SkipConcurrent extends Error {}

function finish(results: Results) {
  for (const s of results.single) console.log(JSON.stringify(s));
  if (only || quick) return;
  writeFileSync(new URL('./last-run.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
  writeReadme(results);
}

await main();
