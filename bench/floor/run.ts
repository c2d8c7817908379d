/**
 * A simulated floor (issue 17), loopback only and bounded in time: AGENTS agents work through the
 * gateway for DURATION seconds as the agent desk does — start the shift, take the next task, "call"
 * for a few seconds, then record an outcome (change-status) or create an order for the lead (with
 * an Idempotency-Key, its task id), wrap up, next — while staff work beside them: two managers
 * search orders and finance reviews pending receipts (list, approve). The manager's event socket
 * is open throughout.
 *
 * Reported: latency p50/p95/p99 and errors per operation; event-delivery lag — from an agent's
 * state change (a claimed task, an outcome, an order) answered to the next `wallboard.changed` of
 * its region on the manager's socket; CPU and RSS of every process (the product's, the back-office's
 * and gateway's when split, and this load client's).
 *
 *   npx tsc -b packages/contract packages/backoffice packages/gateway
 *   node_modules/.bin/tsx bench/floor/run.ts [--agents 300] [--duration 180] [--shape embedded|split|postgres|pair] [--write]
 *
 * `--shape postgres` starts a throw-away PostgreSQL (scripts/postgres.mjs, with pg_stat_statements)
 * for the back-office and reports its server's CPU and the statements the run made. `--shape pair`
 * runs two back-offices and two gateways on it: agents alternate between the gateways, staff use
 * gateway A and the manager's event socket gateway B, so every event it counts crossed instances.
 *
 * Time is compressed: a call lasts 3–8 s and a wrap-up 1–2 s (a real one lasts minutes), so 300
 * agents here ask about as much as a few thousand would on a real floor — a load test, not a
 * model of one hour.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { LEAD_OUTCOMES, localNow } from '@umbrella/contract';
import WebSocket from 'ws';
import { signInOverHttp } from '../../e2e/harness/http-sign-in';
import { freePort } from '../../e2e/harness/process';
import { ROOT } from '../../e2e/harness/product';
import { startPostgres } from '../../scripts/postgres.mjs';
import { mb, ms, type Summary, summarise } from '../lib/percentiles';
import { sampleProcess } from '../lib/proc-stat';
import { type ProductShape, startBenchProduct } from '../lib/product-process';
import { writeReadmeSection } from '../lib/readme-section';
import { FLOOR_REGION, floorUsername, prepareFloor } from './prepare';

const flag = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? (process.argv[at + 1] as string) : fallback;
};
const AGENTS = Number(flag('agents', process.env.AGENTS ?? '300'));
const DURATION_S = Number(flag('duration', process.env.DURATION ?? '180'));
const SHAPE = flag('shape', 'embedded') as ProductShape;
const WRITE = process.argv.includes('--write');
/** Keeps the run's figures as bench/floor/runs/<shape>-<agents>-<label>.json too (compare.ts sets them side by side). */
const LABEL = flag('label', '');
/** A directory: the product runs with --cpu-prof and leaves its CPU profile there when it stops. */
const PROFILE = flag('profile', '');
const ORDER_SHARE = 0.3;
/** Sign-ins in flight at once (each is a scrypt check at the issuer). */
const SIGN_IN_BATCH = 25;
const now = () => performance.timeOrigin + performance.now();
const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));
const between = (low: number, high: number) => low + Math.random() * (high - low);

const loadBefore = loadavg();
const started = new Date();
const dataDir = await mkdtemp(join(tmpdir(), 'umbrella-floor-'));
const postgres =
  SHAPE === 'postgres' || SHAPE === 'pair'
    ? await startPostgres({
        port: await freePort(),
        // track_planning: how much of the server's time a statement spends being planned, not run.
        settings: [
          'shared_preload_libraries=pg_stat_statements',
          'pg_stat_statements.track=all',
          'pg_stat_statements.track_planning=on',
        ],
      })
    : undefined;
const prepareStart = now();
// Each agent takes a task every ~6–10 s: enough leads that the queue never runs dry.
const data = await prepareFloor(postgres ? { databaseUrl: postgres.url } : { dataDir }, {
  agents: AGENTS,
  leads: Math.ceil((AGENTS * DURATION_S) / 4),
  receipts: 2000,
});
const prepareSeconds = (now() - prepareStart) / 1000;
const profileArgs = PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE}`] : [];
const product = await startBenchProduct({
  dataDir,
  shape: SHAPE,
  // Split, the back-office is the process worth profiling.
  nodeArgs: SHAPE === 'embedded' ? profileArgs : [],
  backofficeNodeArgs: profileArgs,
  ...(postgres ? { databaseUrl: postgres.url } : {}),
});

/** The run's statements as pg_stat_statements counted them (the postgres shape). */
async function statements(reset: boolean) {
  if (!postgres) return undefined;
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    await client.query('create extension if not exists pg_stat_statements');
    if (reset) {
      await client.query('select pg_stat_statements_reset()');
      return undefined;
    }
    // toplevel: sent by a client (a round trip), not run inside a function or a foreign-key check.
    const { rows } = await client.query<{
      query: string;
      calls: string;
      ms: string;
      planMs: string;
      toplevel: boolean;
    }>(
      `select query, calls, total_exec_time as ms, total_plan_time as "planMs", toplevel from pg_stat_statements
        where query not ilike '%pg_stat_statements%' order by calls desc`,
    );
    return rows.map((r) => ({
      query: r.query.replace(/\s+/g, ' '),
      calls: Number(r.calls),
      ms: Number(r.ms),
      planMs: Number(r.planMs),
      toplevel: r.toplevel,
    }));
  } finally {
    await client.end();
  }
}

type Operation =
  | 'start shift'
  | 'next task'
  | 'outcome'
  | 'create order'
  | 'search orders'
  | 'list receipts'
  | 'approve receipt';
const samples = new Map<Operation, { ms: number[]; errors: number; statuses: Map<number, number> }>();
/** When each agent state change was answered (a claim, an outcome, an order). */
const stateChanges: number[] = [];
let stopping = false;
/** The gateway each signed-in user talks to (the pair shape divides agents between two). */
const gatewayOf = new Map<string, string>();
const baseUrlOf = (token: string) => gatewayOf.get(token) ?? product.baseUrl;

async function call<T>(
  operation: Operation,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  keyed = false,
): Promise<T | undefined> {
  const entry = samples.get(operation) ?? { ms: [] as number[], errors: 0, statuses: new Map<number, number>() };
  samples.set(operation, entry);
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  // The web sends an Idempotency-Key with every creating POST (packages/web/src/lib/api).
  if (keyed) headers['idempotency-key'] = randomUUID();
  const at = now();
  try {
    const response = await fetch(`${baseUrlOf(token)}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    entry.ms.push(now() - at);
    entry.statuses.set(response.status, (entry.statuses.get(response.status) ?? 0) + 1);
    if (!response.ok) {
      entry.errors++;
      if (entry.errors <= 3) console.error(`${operation}: ${response.status} ${text.slice(0, 300)}`);
      return undefined;
    }
    return (text ? JSON.parse(text) : null) as T;
  } catch (error) {
    entry.ms.push(now() - at);
    entry.errors++;
    if (entry.errors <= 3) console.error(`${operation}: ${(error as Error).message}`);
    return undefined;
  }
}

/** What the agent's order modal sends on Approve for a Peru lead (bench/proxy's order, with its task). */
async function orderTemplate(token: string) {
  const info = await call<{
    payOnDelivery: { providerName: string; providerId: number; id: number; schedule: Record<string, string[]> }[];
  }>('search orders', token, 'GET', `/module/delivery/api/v1/delivery-info/by-address?addressId=${data.addressId}`);
  const option = info?.payOnDelivery.find((o) => o.providerName === 'Olva Courier') ?? info?.payOnDelivery[0];
  if (!option) throw new Error('no delivery option for the floor address');
  const [date, times] = Object.entries(option.schedule).at(-1) as [string, string[]];
  return {
    fullName: 'Cliente de prueba',
    items: [{ id: data.productId, qty: 1 }],
    address: 'Av. José Larco 812',
    deposit: false,
    deliveryProviderId: option.providerId,
    addressReferenceId: data.addressId,
    smsFeatureFlag: true,
    deliveryInfo: {
      preferredDate: date,
      preferredDeliveryTime: times[0],
      addressIdxDeliveryId: option.id,
      latitude: -12.1211,
      longitude: -77.0297,
    },
  };
}

type Task = { id: number; type: string; leadId: number | null };

async function agent(token: string, order: Record<string, unknown>, until: number): Promise<void> {
  await sleep(between(0, 5000)); // a floor does not start in one millisecond
  await call('start shift', token, 'POST', '/module/shifts/api/v1/shifts/start');
  while (now() < until && !stopping) {
    const next = await call<{ task: Task | null }>('next task', token, 'POST', '/module/tasks/api/v1/tasks/next');
    const task = next?.task;
    if (!task?.leadId) {
      await sleep(between(4000, 6000)); // the web's polling step when there is nothing
      continue;
    }
    stateChanges.push(now());
    await sleep(between(3000, 8000)); // the call
    const answered =
      Math.random() < ORDER_SHARE
        ? await call(
            'create order',
            token,
            'POST',
            '/module/orders/api/v1/orders',
            { ...order, leadId: task.leadId, taskId: task.id },
            true,
          )
        : await call(
            'outcome',
            token,
            'POST',
            '/module/leads/leads/change-status',
            {
              leadId: task.leadId,
              status: LEAD_OUTCOMES.NO_ANSWER.status,
              callAt: null,
              comment: null,
              callDuration: 0,
              dialDuration: 20,
            },
            true,
          );
    if (answered !== undefined) stateChanges.push(now());
    await sleep(between(1000, 2000)); // wrap-up
  }
}

async function manager(token: string, until: number): Promise<void> {
  const texts = ['', 'DEMO', 'Cliente', '9'];
  let n = 0;
  while (now() < until && !stopping) {
    const text = texts[n++ % texts.length] as string;
    await call('search orders', token, 'POST', '/module/orders/api/v1/orders/search', {
      pageable: { page: 0, size: 20 },
      filters: { regionId: FLOOR_REGION, ...(text ? { text } : {}) },
    });
    await sleep(between(2000, 4000));
  }
}

async function finance(token: string, until: number): Promise<void> {
  let n = 0;
  while (now() < until && !stopping) {
    const page = await call<{ content: { paymentDocumentId: number }[] }>(
      'list receipts',
      token,
      'GET',
      `/module/payments/api/v1/receipts?page=0&size=20&regionId=${FLOOR_REGION}`,
    );
    const receipt = page?.content?.[n % 5];
    if (receipt) {
      await sleep(between(1000, 2000)); // looking at the preview
      await call('approve receipt', token, 'POST', '/module/payments/api/v1/receipts/approve', {
        paymentDocumentId: receipt.paymentDocumentId,
        paymentProviderId: 1,
        amount: 9900,
        // The region's today: the back-office refuses a payment dated after it (Lima is UTC-5).
        paymentDate: localNow(new Date(), 'America/Lima').date,
        bankTransactionNumber: `FLOOR-${Date.now()}-${n++}`,
      });
    }
    await sleep(between(2000, 4000));
  }
}

/** The manager's event socket: when each `wallboard.changed` of the floor's region arrived. */
function watchWallboard(token: string): { arrivals: number[]; close(): void } {
  const arrivals: number[] = [];
  const url = new URL('/gateway/events', (product.baseUrls.at(-1) as string).replace(/^http/, 'ws'));
  url.searchParams.set('access_token', token);
  const socket = new WebSocket(url);
  socket.on('message', (data) => {
    const event = JSON.parse(String(data)) as { type: string; payload: { regionIds?: string[] } };
    if (event.type === 'wallboard.changed' && event.payload.regionIds?.includes(FLOOR_REGION)) arrivals.push(now());
  });
  return { arrivals, close: () => socket.close() };
}

/** For each state change, the wait until the manager's socket next heard of the region. */
function lags(changes: number[], arrivals: number[]): number[] {
  const sorted = [...arrivals].sort((a, b) => a - b);
  const result: number[] = [];
  let j = 0;
  for (const change of [...changes].sort((a, b) => a - b)) {
    while (j < sorted.length && (sorted[j] as number) < change) j++;
    if (j < sorted.length) result.push((sorted[j] as number) - change);
  }
  return result;
}

try {
  const signInStart = now();
  const staff = {
    manager: await signInOverHttp(product.baseUrl, 'manager'),
    finance: await signInOverHttp(product.baseUrl, 'finance'),
  };
  const tokens: string[] = [];
  for (let i = 1; i <= AGENTS; i += SIGN_IN_BATCH) {
    const batch = Array.from({ length: Math.min(SIGN_IN_BATCH, AGENTS - i + 1) }, (_, k) => floorUsername(i + k));
    const signedIn = await Promise.all(
      batch.map(async (username, k) => {
        // Signed in at the deployment's address (PUBLIC_URL, the issuer's); the token works at either gateway.
        const token = await signInOverHttp(product.baseUrl, username);
        gatewayOf.set(token, product.baseUrls[(i + k) % product.baseUrls.length] as string);
        return token;
      }),
    );
    tokens.push(...signedIn);
  }
  const signInSeconds = (now() - signInStart) / 1000;
  const order = await orderTemplate(tokens[0] as string);
  samples.clear();
  await statements(true);

  const watcher = watchWallboard(staff.manager);
  const processes = [
    ...product.processes().map(({ name, pid }) => ({ name, sampler: sampleProcess(pid) })),
    ...(postgres
      ? [
          {
            name: 'PostgreSQL (server and backends)',
            sampler: sampleProcess(postgres.pid(), 1000, { withChildren: true }),
          },
        ]
      : []),
    { name: 'load client (this bench)', sampler: sampleProcess(process.pid) },
  ];
  const runStart = now();
  const until = runStart + DURATION_S * 1000;
  const stopTimer = setTimeout(
    () => {
      stopping = true;
    },
    DURATION_S * 1000 + 30_000,
  );
  await Promise.all([
    ...tokens.map((token) => agent(token, order, until)),
    manager(staff.manager, until),
    manager(staff.manager, until),
    finance(staff.finance, until),
  ]);
  clearTimeout(stopTimer);
  const runSeconds = (now() - runStart) / 1000;
  await sleep(2000);
  watcher.close();
  const usage = processes.map((p) => ({ name: p.name, ...p.sampler.stop() }));
  const lag = summarise(lags(stateChanges, watcher.arrivals));

  const operations = [...samples.entries()].map(([name, entry]) => ({
    name,
    ...summarise(entry.ms),
    errors: entry.errors,
    statuses: Object.fromEntries(entry.statuses),
  }));
  const requests = operations.reduce((sum, o) => sum + o.n, 0);
  const ran = await statements(false);
  const statementCount = ran?.reduce((sum, r) => sum + r.calls, 0) ?? 0;
  const roundTrips = ran?.reduce((sum, r) => sum + (r.toplevel ? r.calls : 0), 0) ?? 0;
  const executeMs = ran?.reduce((sum, r) => sum + r.ms, 0) ?? 0;
  const planMs = ran?.reduce((sum, r) => sum + r.planMs, 0) ?? 0;
  const results = {
    when: started.toISOString(),
    node: process.version,
    cpu: `${cpus()[0]?.model ?? '?'} × ${cpus().length}`,
    loadBefore,
    loadAfter: loadavg(),
    shape: SHAPE,
    agents: AGENTS,
    durationSeconds: runSeconds,
    prepareSeconds,
    signInSeconds,
    requests,
    requestsPerSecond: requests / runSeconds,
    operations,
    stateChanges: stateChanges.length,
    wallboardEvents: watcher.arrivals.length,
    lag,
    usage,
    ...(ran
      ? {
          statements: {
            total: statementCount,
            perRequest: statementCount / requests,
            roundTrips,
            roundTripsPerRequest: roundTrips / requests,
            executeMsPerRequest: executeMs / requests,
            planMsPerRequest: planMs / requests,
            top: ran.slice(0, 60),
          },
        }
      : {}),
  };
  writeFileSync(join(ROOT, 'bench/floor/last-run.json'), `${JSON.stringify(results, null, 2)}\n`);
  if (LABEL) {
    mkdirSync(join(ROOT, 'bench/floor/runs'), { recursive: true });
    writeFileSync(
      join(ROOT, `bench/floor/runs/${SHAPE}-${AGENTS}-${LABEL}.json`),
      `${JSON.stringify({ label: LABEL, ...results }, null, 2)}\n`,
    );
  }
  const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');
  const row = (name: string, s: Summary, errors: number, statuses: Record<string, number>) =>
    `| ${name} | ${s.n.toLocaleString('en')} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${ms(s.max)} | ${errors} | ${Object.entries(
      statuses,
    )
      .map(([status, count]) => `${status}×${count}`)
      .join(' ')} |`;
  const text = `Last run ${results.when.slice(0, 16).replace('T', ' ')} UTC, ${results.cpu}, Node ${results.node}, ${SHAPE} shape; load average ${load(loadBefore)} before, ${load(results.loadAfter)} after. ${AGENTS} agents for ${runSeconds.toFixed(0)} s (data prepared in ${prepareSeconds.toFixed(0)} s, ${AGENTS + 2} sign-ins in ${signInSeconds.toFixed(0)} s): ${requests.toLocaleString('en')} requests, ${results.requestsPerSecond.toFixed(1)} a second.

| operation | requests | p50 ms | p95 ms | p99 ms | max ms | errors | answers |
|---|---|---|---|---|---|---|---|
${operations.map((o) => row(o.name, o, o.errors, o.statuses)).join('\n')}

Event delivery: ${stateChanges.length.toLocaleString('en')} agent state changes, ${watcher.arrivals.length} \`wallboard.changed\` events of the region on the manager's socket; from a change's answer to the next such event p50 ${ms(lag.p50)} ms, p95 ${ms(lag.p95)} ms, p99 ${ms(lag.p99)} ms, max ${ms(lag.max)} ms (pushed from the change itself within 200 ms, decision 1815).

| process | CPU (share of one core) | CPU seconds | RSS at the end | RSS max |
|---|---|---|---|---|
${usage.map((u) => `| ${u.name} | ${(u.cores * 100).toFixed(0)} % | ${u.cpuSeconds.toFixed(1)} | ${mb(u.rssLast)} MB | ${mb(u.rssMax)} MB |`).join('\n')}

CPU a request: ${usage
    .filter((u) => !u.name.startsWith('load client'))
    .map((u) => `${u.name} ${((u.cpuSeconds * 1000) / requests).toFixed(2)} ms`)
    .join(', ')}.${
    ran
      ? ` Statements (pg_stat_statements, background work included): ${roundTrips.toLocaleString('en')} sent, ${(roundTrips / requests).toFixed(1)} a request; ${statementCount.toLocaleString('en')} with those run inside functions and foreign-key checks, ${(statementCount / requests).toFixed(1)} a request.`
      : ''
  }`;
  console.log(text);
  if (WRITE) writeReadmeSection('floor', `floor-results-${SHAPE}`, text);
} finally {
  await product.dispose();
  postgres?.stop();
}
