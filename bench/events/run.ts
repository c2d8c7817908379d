/**
 * Event push at scale (issue 17): the product as `npm start` runs it (one process: gateway,
 * back-office on PGlite, issuer), N event sockets opened the way the web opens them, from load
 * client processes of their own (./sockets.ts).
 *
 * 1. Memory per idle socket: the product's RSS and heap (after a full GC) before and after opening
 *    N sockets, divided by N. Target ≤ 6 KB.
 * 2. Fan-out: E real broadcast events, one at a time — a lead sent to the webmasters' intake API
 *    (`POST /module/intake/api/v1/leads`), whose transaction publishes `task.available` to every
 *    agent through the outbox. Latency of each socket = its receipt − the moment the request left.
 *    Target p99 ≤ 150 ms.
 * 3. Reconnect storm: S sockets stay; two more events are published and the product is stopped
 *    right after (SIGTERM: every socket gets 1001) and started again on the same data; three
 *    events are published as soon as it is ready. Time until every socket is open again, and
 *    every socket must have every event (resumed from its last event id through the outbox).
 *    Target: back within 10 s, no event lost.
 *
 *   npx tsc -b packages/contract packages/backoffice packages/gateway
 *   node_modules/.bin/tsx bench/events/run.ts [--sockets 10000] [--storm 5000] [--events 20] [--clients 2] [--shape embedded|split] [--profile dir] [--write]
 *   (--storm 0 leaves the storm out)
 */
import type { ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { signInOverHttp } from '../../e2e/harness/http-sign-in';
import { ROOT } from '../../e2e/harness/product';
import { mb, ms, summarise } from '../lib/percentiles';
import { cpuMs, cpuSplitMs, rssBytes } from '../lib/proc-stat';
import {
  type BenchProduct,
  type ProductMemory,
  type ProductShape,
  spawnNode,
  startBenchProduct,
} from '../lib/product-process';
import { writeReadmeSection } from '../lib/readme-section';
import type { Answer, Command } from './sockets';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const SOCKETS = arg('sockets', 10_000);
const STORM = Math.min(SOCKETS, arg('storm', 5_000));
const EVENTS = arg('events', 20);
const CLIENTS = arg('clients', 2);
const flag = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? (process.argv[at + 1] as string) : fallback;
};
/** Memory and fan-out are measured on the product as `npm start` runs it; the storm restarts a gateway of the split shape (the issue's "gateway restarted"). */
const SHAPE = flag('shape', 'embedded') as ProductShape;
const STORM_SHAPE = flag('storm-shape', 'split') as ProductShape;
const WRITE = process.argv.includes('--write');
/** A directory: heap snapshots of the gateway before and after the sockets open (bench/lib/heap-summary.ts). */
const SNAPSHOTS = flag('snapshot', '');
/** A directory: the fan-out's gateway runs with --cpu-prof and leaves its CPU profile there when it stops (bench/lib/cpu-profile-summary.ts reads it). */
const PROFILE = flag('profile', '');
/** Only the memory per idle socket (no fan-out, no storm). */
const MEMORY_ONLY = process.argv.includes('--memory-only');
/** Published around the storm: 3 before, 2 just before the stop, 3 as soon as the product is ready. */
const STORM_EVENTS = 8;
const INTAKE = '/module/intake/api/v1/leads';
const INTAKE_KEY = 'umb_demo-leadmax-intake-key';
const now = () => performance.timeOrigin + performance.now();
const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

const loadBefore = loadavg();
const started = new Date();
const children: ChildProcess[] = [];
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

type Client = { ask: (command: Command) => Promise<Answer>; send: (command: Command) => void; pid: number };

/** A client process and a way to ask it something. */
function client(): Client {
  const child = spawnNode(['--import', 'tsx', join(ROOT, 'bench/events/sockets.ts')], {
    fileLimit: SOCKETS + 4096,
    stdout: 'inherit',
  });
  children.push(child);
  return {
    ask: (command) =>
      new Promise((resolve) => {
        child.once('message', (answer: Answer) => resolve(answer));
        child.send(command);
      }),
    send: (command) => child.send(command),
    pid: child.pid as number,
  };
}

/** `total` spread over the clients: the i-th one's share. */
const share = (total: number, i: number) => Math.floor(total / CLIENTS) + (i < total % CLIENTS ? 1 : 0);

let sent = 0;
/** Answer time of each intake request (ms from leaving), in the order sent. */
const answered: number[] = [];
/** One broadcast event through the back-office: a new lead from the intake API. Answers when the request left. */
async function publish(product: BenchProduct): Promise<number> {
  const n = ++sent;
  const at = now();
  const response = await fetch(`${product.baseUrl}${INTAKE}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': INTAKE_KEY },
    body: JSON.stringify({
      offerId: 'PE-COLAGENO-LMX',
      name: `Cliente ${n}`,
      phone: `+519${String(70_000_000 + n)}`,
      regionId: 'pe-central',
      externalId: `bench-events-${Date.now()}-${n}`,
    }),
  });
  if (response.status !== 201) throw new Error(`intake answered ${response.status}: ${await response.text()}`);
  answered.push(now() - at);
  return at;
}

async function collect(all: Client[]): Promise<Map<number, number[]>> {
  const merged = new Map<number, number[]>();
  for (const c of all) {
    const { receipts } = (await c.ask({ cmd: 'receipts' })) as { receipts: Record<string, number[]> };
    for (const [id, times] of Object.entries(receipts))
      merged.set(Number(id), [...(merged.get(Number(id)) ?? []), ...times]);
  }
  return merged;
}

/** A product of `shape` with `count` sockets open on it (the web's tokens: agents and a manager signed in through the built-in issuer with PKCE). */
async function productWithSockets(
  shape: ProductShape,
  count: number,
  measure?: (product: BenchProduct) => Promise<void>,
  nodeArgs: string[] = [],
) {
  const product = await startBenchProduct({ fileLimit: SOCKETS + 4096, shape, nodeArgs });
  const fileLimit = product.fileLimit();
  if (fileLimit < count + 100) throw new Error(`the gateway may open only ${fileLimit} files: raise the hard limit`);
  const tokens: string[] = [];
  for (const user of ['agent', 'agent2', 'manager']) tokens.push(await signInOverHttp(product.baseUrl, user));
  const clients = Array.from({ length: CLIENTS }, () => client());
  await publish(product); // one event first, so that the hub's ring and the intake route are warm
  await sleep(1000);
  await measure?.(product);
  const cpuBefore = cpuMs(product.pid());
  const openStart = now();
  const opened = (await Promise.all(
    clients.map((c, i) =>
      c.ask({ cmd: 'open', url: product.baseUrl, tokens, count: share(count, i), concurrency: 100 }),
    ),
  )) as { opened: number; failed: number }[];
  return {
    product,
    clients,
    fileLimit,
    open: opened.reduce((sum, o) => sum + o.opened, 0),
    openSeconds: (now() - openStart) / 1000,
    openCpuMs: cpuMs(product.pid()) - cpuBefore,
    async dispose() {
      for (const c of clients) c.send({ cmd: 'exit' });
      await product.dispose();
    },
  };
}

type Floor = Awaited<ReturnType<typeof productWithSockets>>;
type Memory = { rss: number; heapUsed: number; external: number };

/** After two full collections a few seconds apart, so that what start-up or a burst left behind is gone. */
const memory = async (p: BenchProduct): Promise<Memory> => {
  await p.memory();
  await sleep(2000);
  const heap: ProductMemory = await p.memory();
  return { rss: rssBytes(p.pid()), heapUsed: heap.heapUsed, external: heap.external };
};

/** 1 and 2: memory per idle socket, then E broadcast events one a second. */
async function memoryAndFanOut(floor: Floor, before: Memory) {
  const { product, clients } = floor;
  await sleep(3000);
  const after = await memory(product);
  await collect(clients);
  const triggers: number[] = [];
  answered.length = 0;
  const cpuBefore = cpuSplitMs(product.pid());
  const clientCpu = () =>
    clients.reduce(
      (sum, c) => {
        const { user, system } = cpuSplitMs(c.pid);
        return { user: sum.user + user, system: sum.system + system };
      },
      { user: 0, system: 0 },
    );
  const clientCpuBefore = clientCpu();
  for (let i = 0; i < EVENTS; i++) {
    triggers.push(await publish(product));
    await sleep(1000);
  }
  await sleep(1000);
  // CPU does not grow with the other processes' load as wall times do: the gateway's share of each event.
  const cpuAfter = cpuSplitMs(product.pid());
  const clientCpuAfter = clientCpu();
  const cpuPerEvent = {
    user: (cpuAfter.user - cpuBefore.user) / EVENTS,
    system: (cpuAfter.system - cpuBefore.system) / EVENTS,
    /** The client processes' receiving: on a machine of few cores it competes with the gateway for them. */
    clients: (clientCpuAfter.user + clientCpuAfter.system - clientCpuBefore.user - clientCpuBefore.system) / EVENTS,
    /** Of it in the kernel: reading the sockets and their acknowledgements (Node's read path is the user part). */
    clientsSystem: (clientCpuAfter.system - clientCpuBefore.system) / EVENTS,
  };
  const receipts = await collect(clients);
  const ids = [...receipts.keys()].sort((a, b) => a - b);
  const latencies: number[] = [];
  const firsts: number[] = [];
  const spreads: number[] = [];
  const perEvent = ids.map((id, i) => {
    const times = (receipts.get(id) ?? []).map((t) => t - (triggers[i] ?? Number.NaN));
    latencies.push(...times);
    const first = Math.min(...times);
    firsts.push(first);
    spreads.push(Math.max(...times) - first);
    return { id, received: times.length, ...summarise(times) };
  });
  const open = floor.open;
  return {
    memory: {
      before,
      after,
      rssPerSocket: (after.rss - before.rss) / open,
      heapPerSocket: (after.heapUsed - before.heapUsed) / open,
      externalPerSocket: (after.external - before.external) / open,
    },
    fanOut: {
      events: perEvent.length,
      deliveries: latencies.length,
      expected: EVENTS * open,
      ...summarise(latencies),
      intakeAnswer: summarise(answered),
      firstReceipt: summarise(firsts),
      spread: summarise(spreads),
      cpuPerEvent,
      perEvent,
    },
  };
}

/**
 * 3. The storm: three events everyone has, two published right before the gateway stops, the
 * gateway restarted, three published as soon as it is ready; then every socket must be open again
 * and hold all eight.
 */
async function storm(floor: Floor) {
  const { product, clients } = floor;
  await Promise.all(clients.map((c, i) => c.ask({ cmd: 'keep', count: share(STORM, i) })));
  await sleep(1000);
  await collect(clients);
  for (let i = 0; i < 3; i++) await publish(product);
  await sleep(1000);
  await publish(product);
  await publish(product);
  const stopAt = now();
  await product.stop();
  const stoppedAt = now();
  await product.start();
  const readyAt = now();
  for (let i = 0; i < 3; i++) await publish(product);
  let back = { open: 0, total: 0, lastOpenAt: 0, reconnects: 0, failedAttempts: 0 };
  while (now() - readyAt < 60_000) {
    const statuses = (await Promise.all(clients.map((c) => c.ask({ cmd: 'status' })))) as (typeof back)[];
    back = statuses.reduce((sum, s) => ({
      open: sum.open + s.open,
      total: sum.total + s.total,
      lastOpenAt: Math.max(sum.lastOpenAt, s.lastOpenAt),
      reconnects: sum.reconnects + s.reconnects,
      failedAttempts: sum.failedAttempts + s.failedAttempts,
    }));
    if (back.open === back.total) break;
    await sleep(250);
  }
  // Every broadcast of the storm (the outbox holds them all): each socket must have each.
  const seen = new Set<number>();
  for (const started = now(); now() - started < 20_000; await sleep(500)) {
    for (const id of (await collect(clients)).keys()) seen.add(id);
    if (seen.size >= STORM_EVENTS) break;
  }
  const stormIds = [...seen].sort((a, b) => a - b);
  let loss = { missing: {} as Record<string, number>, socketsMissingAny: STORM };
  for (let i = 0; i < 20; i++) {
    const answers = (await Promise.all(
      clients.map((c) => c.ask({ cmd: 'missing', ids: stormIds })),
    )) as (typeof loss)[];
    loss = {
      missing: Object.assign({}, ...answers.map((a) => a.missing)),
      socketsMissingAny: answers.reduce((sum, a) => sum + a.socketsMissingAny, 0),
    };
    if (loss.socketsMissingAny === 0) break;
    await sleep(500);
  }
  return {
    shape: product.shape,
    sockets: STORM,
    stopSeconds: (stoppedAt - stopAt) / 1000,
    restartSeconds: (readyAt - stoppedAt) / 1000,
    backAfterStopSeconds: (back.lastOpenAt - stopAt) / 1000,
    backAfterReadySeconds: (back.lastOpenAt - readyAt) / 1000,
    open: back.open,
    reconnects: back.reconnects,
    refusedAttempts: back.failedAttempts,
    eventsExpected: STORM_EVENTS,
    eventsSeen: stormIds.length,
    socketsMissingAny: loss.socketsMissingAny,
    missing: loss.missing,
    gatewayAfter: await memory(product),
  };
}

let first: Floor | undefined;
let second: Floor | undefined;
try {
  let before: Memory = { rss: 0, heapUsed: 0, external: 0 };
  first = await productWithSockets(
    SHAPE,
    SOCKETS,
    async (product) => {
      before = await memory(product);
      if (SNAPSHOTS) await product.snapshot(join(SNAPSHOTS, 'before.heapsnapshot'));
    },
    PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE}`] : [],
  );
  if (SNAPSHOTS || MEMORY_ONLY) {
    const floor = first;
    await sleep(3000);
    const after = await memory(floor.product);
    if (SNAPSHOTS) await floor.product.snapshot(join(SNAPSHOTS, 'after.heapsnapshot'));
    await floor.dispose();
    const kb = (bytes: number) => (bytes / 1024 / floor.open).toFixed(2);
    console.log(
      `${floor.open} sockets: RSS ${kb(after.rss - before.rss)} KB, heap ${kb(after.heapUsed - before.heapUsed)} KB, external ${kb(after.external - before.external)} KB a socket${SNAPSHOTS ? `; heap snapshots in ${SNAPSHOTS}` : ''}`,
    );
    process.exit(0);
  }
  const { open, openSeconds, openCpuMs, fileLimit } = first;
  const measured = await memoryAndFanOut(first, before);
  let stormFloor = first;
  if (STORM_SHAPE !== SHAPE || PROFILE) {
    // A stopped gateway leaves its profile; the storm's restart would start another.
    await first.dispose();
  }
  if (STORM > 0 && (STORM_SHAPE !== SHAPE || PROFILE)) {
    second = await productWithSockets(STORM_SHAPE, STORM);
    // The sockets have seen an event, so they resume from its id, as a browser would.
    await publish(second.product);
    await sleep(1500);
    stormFloor = second;
  }
  const stormed = STORM > 0 ? await storm(stormFloor) : null;
  const { memory: mem, fanOut } = measured;
  const results = {
    when: started.toISOString(),
    node: process.version,
    cpu: `${cpus()[0]?.model ?? '?'} × ${cpus().length}`,
    loadBefore,
    loadAfter: loadavg(),
    shape: SHAPE,
    sockets: { asked: SOCKETS, open, openSeconds, openCpuMs, fileLimit, clients: CLIENTS },
    ...measured,
    storm: stormed,
  };
  writeFileSync(join(ROOT, 'bench/events/last-run.json'), `${JSON.stringify(results, null, 2)}\n`);
  const kb = (bytes: number) => (bytes / 1024).toFixed(2);
  const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');
  const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');
  const s = stormed;
  const stormRows = s
    ? `
| storm: ${STORM.toLocaleString('en')} sockets open again after the gateway's stop | ${s.backAfterStopSeconds.toFixed(1)} s (stop ${s.stopSeconds.toFixed(1)} s, start ${s.restartSeconds.toFixed(1)} s, last socket ${s.backAfterReadySeconds.toFixed(1)} s after ready; ${s.open.toLocaleString('en')} open, ${s.refusedAttempts.toLocaleString('en')} refused attempts) | ≤ 10 s | ${verdict(s.backAfterStopSeconds <= 10 && s.open === STORM)} |
| storm: events lost | ${s.socketsMissingAny} sockets missing one of the ${s.eventsSeen} events seen (${s.eventsExpected} published) | 0 | ${verdict(s.socketsMissingAny === 0 && s.eventsSeen === s.eventsExpected)} |`
    : '';
  const text = `Last run ${results.when.slice(0, 16).replace('T', ' ')} UTC, ${results.cpu}, Node ${results.node}; load average ${load(loadBefore)} before, ${load(results.loadAfter)} after. Memory and fan-out on the ${SHAPE} shape: ${open.toLocaleString('en')} of ${SOCKETS.toLocaleString('en')} sockets open (${CLIENTS} client processes, open-file limit ${fileLimit}), opened in ${openSeconds.toFixed(1)} s (${(openCpuMs / open).toFixed(2)} ms of gateway CPU each: token check and upgrade).${s ? ` Storm on the ${s.shape} shape.` : ' No storm.'}

| measure | value | target | |
|---|---|---|---|
| RSS per idle socket | ${kb(mem.rssPerSocket)} KB (${mb(mem.before.rss)} → ${mb(mem.after.rss)} MB) | ≤ 6 KB | ${verdict(mem.rssPerSocket <= 6144)} |
| heap per idle socket | ${kb(mem.heapPerSocket)} KB (${mb(mem.before.heapUsed)} → ${mb(mem.after.heapUsed)} MB; external ${kb(mem.externalPerSocket)} KB) | – | |
| fan-out of ${fanOut.events} events to every socket, p50 / p99 / max | ${ms(fanOut.p50)} / ${ms(fanOut.p99)} / ${ms(fanOut.max)} ms (${fanOut.deliveries.toLocaleString('en')} of ${fanOut.expected.toLocaleString('en')} deliveries) | p99 ≤ 150 ms | ${verdict(fanOut.p99 <= 150 && fanOut.deliveries === fanOut.expected)} |${stormRows}

Where the fan-out time goes (p50 / max over the ${fanOut.events} events): the intake request answered in ${ms(fanOut.intakeAnswer.p50)} / ${ms(fanOut.intakeAnswer.max)} ms (its transaction commits the event); the first socket had the event ${ms(fanOut.firstReceipt.p50)} / ${ms(fanOut.firstReceipt.max)} ms after the request left, the last one ${ms(fanOut.spread.p50)} / ${ms(fanOut.spread.max)} ms after the first; the gateway process spent ${(fanOut.cpuPerEvent.user + fanOut.cpuPerEvent.system).toFixed(0)} ms of CPU an event, ${fanOut.cpuPerEvent.system.toFixed(0)} of them in the kernel (${(((fanOut.cpuPerEvent.user + fanOut.cpuPerEvent.system) * 1000) / open).toFixed(1)} µs a socket${SHAPE === 'embedded' ? ', with the intake request it answered' : ''}) and the client processes ${fanOut.cpuPerEvent.clients.toFixed(0)} ms receiving it (${fanOut.cpuPerEvent.clientsSystem.toFixed(0)} in the kernel). Per event p50/p99: ${fanOut.perEvent.map((e) => `${ms(e.p50)}/${ms(e.p99)}`).join(', ')} ms.`;
  console.log(text);
  if (WRITE) writeReadmeSection('events', 'events-results', text);
} finally {
  for (const child of children) child.kill('SIGKILL');
  await second?.product.dispose();
  await first?.product.dispose();
}
