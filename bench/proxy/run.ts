/**
 * What the gateway's hop adds to real back-office routes, as agents feel it (issue 9): the real
 * back-office (PGlite, demo data) and the real remote-mode gateway, on 127.0.0.1. An open-loop
 * load at the request rate of 300 working agents — current shift, next task, lead search and
 * order creation — sent in interleaved rounds to the back-office directly and through each
 * gateway variant, in the same run. Latency counts from each request's planned send time (no
 * coordinated omission). Target: added p50 ≤ 0.5 ms and p99 ≤ 1.25× direct.
 *
 *   npm run build && node_modules/.bin/tsx bench/proxy/run.ts      # ~2 min
 *
 * Environment: RATE (400 req/s), ROUNDS (4), SECONDS (8 per target and round), WARMUP (3 s),
 * POOLS (JSON: extra undici pool variants by name, measured beside the default one),
 * OLD_GATEWAY (a checkout of commit bd7bfcf, built, outside the repository: its home-made client is
 * measured beside the others — `git worktree add /tmp/old-gw bd7bfcf`, `npm ci`, `tsc -b` there),
 * BASE_GATEWAY (another built checkout, e.g. main before a change: its gateway is measured beside this
 * one's, so a change's cost or saving is read from one run), PROFILE_DIR (each gateway writes a V8
 * CPU profile there when it stops; bench/lib/cpu-profile-summary.ts reads it), BURST (2000: requests
 * sent to each gateway back to back after the rounds, for its CPU per request when it never sleeps;
 * 0 skips), GATEWAY_LOG_LEVEL (warn: the gateways' log level; info logs every request as deployed).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { appendFileSync, existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { Pool } from 'undici';
import { cpuSplitMs } from '../lib/proc-stat';
import { writeReadmeSection } from '../lib/readme-section';

const env = process.env;
const cfg = {
  rate: Number(env.RATE ?? 400),
  rounds: Number(env.ROUNDS ?? 4),
  seconds: Number(env.SECONDS ?? 8),
  warmup: Number(env.WARMUP ?? 3),
  burst: Number(env.BURST ?? 2000),
};
const here = fileURLToPath(new URL('.', import.meta.url));
const root = join(here, '..', '..');
if (!existsSync(join(root, 'packages/gateway/dist/index.js'))) {
  console.error('The gateway is not built: run `npm run build` first.');
  process.exit(1);
}

/** The short commit a checkout stands at, to name its gateway in the results. */
function baseCommit(dir: string): string {
  return execFileSync('git', ['-C', dir, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
}

/** The gateway variants: how /module/** is relayed. */
const VARIANTS: Record<string, Record<string, string>> = {
  'http-proxy': {},
  ...Object.fromEntries(
    Object.entries(JSON.parse(env.POOLS ?? '{}') as Record<string, object>).map(([name, pool]) => [
      name,
      { BENCH_POOL: JSON.stringify(pool) },
    ]),
  ),
  ...(env.BASE_GATEWAY
    ? { [`http-proxy (${baseCommit(env.BASE_GATEWAY)})`]: { BENCH_GATEWAY_ROOT: env.BASE_GATEWAY } }
    : {}),
  ...(env.OLD_GATEWAY
    ? { 'home-made (bd7bfcf)': { BENCH_GATEWAY_ROOT: env.OLD_GATEWAY, BENCH_CLIENT: 'home-made' } }
    : {}),
};

const children: ChildProcess[] = [];
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

/** Starts a child and resolves with its first line of output and its process id. */
function start(
  command: string,
  args: string[],
  extraEnv: Record<string, string>,
): Promise<{ line: string; pid: number }> {
  const child = spawn(command, args, { env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.once('line', (line) => resolve({ line, pid: child.pid as number }));
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
}

type Setup = {
  url: string;
  jwks: object;
  issuer: string;
  audience: string;
  tokens: { agent: string; orders: string };
  leadIds: number[];
  order: Record<string, unknown>;
};

const loadAtStart = loadavg();
const ordersNeeded = Math.ceil(
  (cfg.rate * (cfg.seconds * cfg.rounds + cfg.warmup) * (Object.keys(VARIANTS).length + 1) +
    cfg.burst * Object.keys(VARIANTS).length) *
    0.1 *
    1.1,
);
const setup = JSON.parse(
  (
    await start(join(root, 'node_modules/.bin/tsx'), [join(here, 'backoffice.ts')], {
      PORT: '18181',
      BENCH_LEADS: String(ordersNeeded),
    })
  ).line,
) as Setup;

/** `pid` is the gateway's process: its CPU per request is the hop's own cost. */
const targets: { name: string; url: string; pid?: number }[] = [{ name: 'direct', url: setup.url }];
let port = 18190;
for (const [name, variantEnv] of Object.entries(VARIANTS)) {
  const gatewayPort = port++;
  const { pid } = await start(process.execPath, [join(here, 'gateway.mjs')], {
    ...variantEnv,
    ...(env.PROFILE_DIR ? { BENCH_PROFILE: join(env.PROFILE_DIR, `gateway-${gatewayPort}.cpuprofile`) } : {}),
    PORT: String(gatewayPort),
    UPSTREAM_URL: setup.url,
    LOG_LEVEL: env.GATEWAY_LOG_LEVEL ?? 'warn',
    WEB_DIR: here,
    BENCH_JWKS: JSON.stringify(setup.jwks),
    BENCH_ISSUER: setup.issuer,
    NODE_ENV: 'production',
    // The 300 simulated agents share one token: one user's search limit (decision 1725) would
    // answer most lead searches 429 and measure the limiter, not the hop.
    RATE_LIMIT_SEARCH_MAX: '0',
  });
  targets.push({ name, url: `http://127.0.0.1:${gatewayPort}`, pid });
}

/** The four routes, in the proportions of an agent's working day: mostly reads, one order in ten. */
const ROUTES = ['current shift', 'next task', 'lead search', 'order creation'] as const;
type Route = (typeof ROUTES)[number];
const MIX: Route[] = [
  'current shift',
  'current shift',
  'current shift',
  'next task',
  'next task',
  'next task',
  'lead search',
  'lead search',
  'lead search',
  'order creation',
];
let nextLead = 0;

function requestFor(route: Route): {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
} {
  const auth = { authorization: `Bearer ${setup.tokens.agent}` };
  // The web sends an Idempotency-Key with every POST (packages/web/src/lib/api/client.ts).
  const post = { ...auth, 'content-type': 'application/json', 'idempotency-key': randomUUID() };
  switch (route) {
    case 'current shift':
      return { method: 'GET', path: '/module/shifts/api/v1/shifts/current', headers: auth };
    case 'next task':
      return { method: 'POST', path: '/module/tasks/api/v1/tasks/next', headers: post, body: '{}' };
    case 'lead search':
      return { method: 'POST', path: '/module/leads/leads/search', headers: post, body: '{"phone":"0000042"}' };
    case 'order creation': {
      const leadId = setup.leadIds[nextLead++];
      if (leadId === undefined) throw new Error('ran out of leads for order creation');
      return {
        method: 'POST',
        path: '/module/orders/api/v1/orders',
        headers: { ...post, authorization: `Bearer ${setup.tokens.orders}` },
        body: JSON.stringify({ ...setup.order, leadId }),
      };
    }
  }
}

type Sample = { route: Route; ms: number; status: number };
const pools = new Map(targets.map((t) => [t.name, new Pool(t.url, { connections: 128 })]));

/** `seconds` of open-loop load at cfg.rate against one target. */
async function phase(target: string, seconds: number): Promise<Sample[]> {
  const pool = pools.get(target) as Pool;
  const samples: Sample[] = [];
  const total = Math.round(seconds * cfg.rate);
  const interval = 1000 / cfg.rate;
  const begin = performance.now() + 5;
  const inFlight: Promise<void>[] = [];
  let sent = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (sent < total && begin + sent * interval <= now) {
        const planned = begin + sent * interval;
        const route = MIX[sent % MIX.length] as Route;
        const { method, path, headers, body } = requestFor(route);
        sent++;
        inFlight.push(
          pool
            .request({ method, path, headers, body })
            .then(async (response) => {
              await response.body.dump();
              samples.push({ route, ms: performance.now() - planned, status: response.statusCode });
            })
            .catch(() => {
              samples.push({ route, ms: performance.now() - planned, status: 0 });
            }),
        );
      }
      if (sent < total) setTimeout(tick, Math.max(0, begin + sent * interval - performance.now() - 0.5));
      else resolve();
    };
    tick();
  });
  await Promise.all(inFlight);
  return samples;
}

/**
 * `count` requests of the same mix back to back, four at a time: the gateway's CPU per
 * request when it never falls asleep between requests. Beside the open-loop figure it separates
 * what the relay's code costs from what waking a process whose caches the neighbours have since
 * used costs on each spaced-out request.
 */
async function burst(target: string, count: number): Promise<void> {
  const pool = pools.get(target) as Pool;
  let left = count;
  const worker = async () => {
    while (left-- > 0) {
      const { method, path, headers, body } = requestFor(MIX[left % MIX.length] as Route);
      const response = await pool.request({ method, path, headers, body });
      await response.body.dump();
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? Number.NaN : (sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number);
const rotate = <T>(list: T[], by: number) => list.map((_, i) => list[(i + by) % list.length] as T);

console.log(
  `targets: ${targets.map((t) => t.name).join(', ')}; ${JSON.stringify(cfg)}; load ${loadAtStart.map((l) => l.toFixed(2)).join(' ')}`,
);
for (const target of targets) await phase(target.name, cfg.warmup);
const results = new Map<string, Sample[]>(targets.map((t) => [t.name, []]));
/** The gateway's CPU ms over the measured phases, per target: user and system (kernel) time. */
const hopCpu = new Map<string, { user: number; system: number }>();
for (let round = 0; round < cfg.rounds; round++) {
  for (const target of rotate(targets, round)) {
    const cpuBefore = target.pid ? cpuSplitMs(target.pid) : undefined;
    const samples = await phase(target.name, cfg.seconds);
    if (target.pid && cpuBefore) {
      const after = cpuSplitMs(target.pid);
      const sum = hopCpu.get(target.name) ?? { user: 0, system: 0 };
      hopCpu.set(target.name, {
        user: sum.user + after.user - cpuBefore.user,
        system: sum.system + after.system - cpuBefore.system,
      });
    }
    results.get(target.name)?.push(...samples);
  }
  const line = targets.map((t) => {
    const ms = (results.get(t.name) ?? []).map((s) => s.ms).sort((a, b) => a - b);
    return `${t.name} p50 ${percentile(ms, 0.5).toFixed(2)} p99 ${percentile(ms, 0.99).toFixed(2)}`;
  });
  console.log(`round ${round + 1}: ${line.join(', ')}`);
}
/** The gateway's CPU µs per request back to back (`burst`), per target. */
const burstCpu = new Map<string, number>();
if (cfg.burst > 0) {
  for (const target of targets) {
    if (!target.pid) continue;
    const before = cpuSplitMs(target.pid);
    await burst(target.name, cfg.burst);
    const after = cpuSplitMs(target.pid);
    burstCpu.set(target.name, ((after.user + after.system - before.user - before.system) / cfg.burst) * 1000);
  }
}
const loadAtEnd = loadavg();

type Row = { target: string; route: string; n: number; p50: number; p99: number; errors: number; statuses: string };
function row(target: string, route: string, samples: Sample[]): Row {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const counts = new Map<number, number>();
  for (const s of samples) counts.set(s.status, (counts.get(s.status) ?? 0) + 1);
  return {
    target,
    route,
    n: samples.length,
    p50: percentile(ms, 0.5),
    p99: percentile(ms, 0.99),
    errors: samples.filter((s) => s.status === 0 || s.status >= 500).length,
    statuses: [...counts].map(([status, n]) => `${status}×${n}`).join(' '),
  };
}
const rows: Row[] = [];
for (const target of targets) {
  const samples = results.get(target.name) ?? [];
  rows.push(row(target.name, 'all', samples));
  for (const route of ROUTES) {
    rows.push(
      row(
        target.name,
        route,
        samples.filter((s) => s.route === route),
      ),
    );
  }
}
const find = (target: string, route: string) => rows.find((r) => r.target === target && r.route === route) as Row;
const fmt = (n: number, digits = 2) => n.toFixed(digits);
const table = [
  '| target | route | requests | p50 (ms) | added p50 (ms) | p99 (ms) | p99 × direct | answers |',
  '|---|---|---:|---:|---:|---:|---:|---|',
  ...rows.map((r) => {
    const direct = find('direct', r.route);
    return `| ${r.target} | ${r.route} | ${r.n} | ${fmt(r.p50)} | ${fmt(r.p50 - direct.p50)} | ${fmt(r.p99)} | ${fmt(r.p99 / direct.p99)} | ${r.statuses} |`;
  }),
];
/** Direct p50 far above a request's own cost: the back-office queued (it could not keep up on its share of the CPU). */
const SATURATED_P50_MS = 50;
const saturated = find('direct', 'all').p50 > SATURATED_P50_MS;
const verdicts = targets
  .filter((t) => t.name !== 'direct')
  .map((t) => {
    const all = find(t.name, 'all');
    const direct = find('direct', 'all');
    const added = all.p50 - direct.p50;
    const ratio = all.p99 / direct.p99;
    const verdict = saturated ? 'VOID' : added <= 0.5 && ratio <= 1.25 ? 'MET ' : 'MISS';
    const cpu = hopCpu.get(t.name) ?? { user: 0, system: 0 };
    const perRequest = (ms: number) => fmt((ms / all.n) * 1000, 0);
    return `${verdict}  ${t.name}: added p50 ${fmt(added)} ms (≤ 0.5), p99 ${fmt(ratio)}× direct (≤ 1.25); gateway CPU ${perRequest(cpu.user + cpu.system)} µs per request (${perRequest(cpu.system)} in the kernel)${burstCpu.has(t.name) ? `, ${fmt(burstCpu.get(t.name) as number, 0)} back to back` : ''}`;
  });
if (saturated) {
  verdicts.push(
    `VOID: the back-office alone answered at p50 ${fmt(find('direct', 'all').p50)} ms (> ${SATURATED_P50_MS} ms): it was queueing, so these figures show the saturation, not the hop.`,
  );
}
const errors = rows.filter((r) => r.route === 'all' && r.errors > 0);
const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
const machine = `${cpus()[0]?.model ?? 'unknown'}, ${cpus().length} cores (shared), Node ${process.version}`;
const loads = `load average ${loadAtStart.map((l) => l.toFixed(2)).join(' ')} at the start, ${loadAtEnd.map((l) => l.toFixed(2)).join(' ')} at the end`;
console.log(`\n${table.join('\n')}\n\n${verdicts.join('\n')}`);
if (errors.length > 0) console.log(`errors: ${errors.map((r) => `${r.target} ${r.errors}`).join(', ')}`);

appendFileSync(
  join(here, 'runs.jsonl'),
  `${JSON.stringify({
    date,
    machine,
    loadAtStart,
    loadAtEnd,
    cfg,
    rows,
    gatewayCpuMs: Object.fromEntries(hopCpu),
    backToBackCpuUs: Object.fromEntries(burstCpu),
  })}\n`,
);
const block = [
  `Last run ${date} UTC — ${machine}; ${loads}. ${cfg.rate} req/s, ${cfg.rounds} rounds of ${cfg.seconds} s per target.`,
  ...(Math.max(loadAtStart[0] ?? 0, loadAtEnd[0] ?? 0) > 2
    ? [
        '**The machine was busy** (other work on the same 2 cores): every target waited for a core, so the',
        'added latency and the p99 ratio include that waiting; the interleaved rounds spread it over all',
        'targets, but a verdict below is only a verdict at that load — rerun at load < 1 to judge the target.',
      ]
    : []),
  '',
  ...table,
  '',
  '```',
  ...verdicts,
  ...(errors.length > 0
    ? [`errors (5xx or no answer): ${errors.map((r) => `${r.target} ${r.errors}`).join(', ')}`]
    : []),
  '```',
].join('\n');
if (env.WRITE_README !== '0') {
  writeReadmeSection('proxy', 'proxy-results', block);
  console.log('\nbench/proxy/README.md updated.');
}
process.exit(0);
