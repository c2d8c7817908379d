#!/usr/bin/env node
/**
 * Proxy overhead, in one run, targets rotated over several rounds (see bench/README.md):
 *   direct          the upstream itself
 *   gateway         the Umbrella gateway in remote mode, token verified on every request
 *   gateway-noauth  the same gateway with the route public (isolates token verification)
 *   nginx           Debian's nginx proxying the same upstream over keep-alive
 * Saturated throughput with wrk; latency with ./paced.mjs (p50 at one connection, p99 at a fixed
 * rate). Everything listens on 127.0.0.1 and every load step is bounded in time.
 *
 * Environment: ROUNDS (5), SECONDS (5) per wrk step, CONNECTIONS (50), LATENCY_ROUNDS (3),
 * LATENCY_SECONDS (4), PACED_SECONDS (5), RATE (1000), LOAD_CPUS and SERVER_CPUS (taskset lists;
 * default every CPU for both — LOAD_CPUS=0 SERVER_CPUS=1 gives the stricter pinned variant).
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, release, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

const env = process.env;
const allCpus = cpus()
  .map((_, i) => i)
  .join(',');
const cfg = {
  rounds: Number(env.ROUNDS ?? 5),
  seconds: Number(env.SECONDS ?? 5),
  connections: Number(env.CONNECTIONS ?? 50),
  latencyRounds: Number(env.LATENCY_ROUNDS ?? 3),
  latencySeconds: Number(env.LATENCY_SECONDS ?? 4),
  pacedSeconds: Number(env.PACED_SECONDS ?? 5),
  rate: Number(env.RATE ?? 1000),
  loadCpus: env.LOAD_CPUS ?? allCpus,
  serverCpus: env.SERVER_CPUS ?? allCpus,
};
const here = fileURLToPath(new URL('.', import.meta.url));
const root = join(here, '..', '..');
const PORTS = { upstream: 18181, gateway: 18180, noauth: 18182, nginx: 18183 };
const PATH = '/module/bench/echo';

function need(tool, hint) {
  try {
    execFileSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' });
  } catch {
    console.error(`${tool} is missing: ${hint}`);
    process.exit(1);
  }
}
need('wrk', 'apt-get install -y wrk');
need('nginx', 'apt-get install -y nginx');
need('taskset', 'apt-get install -y util-linux');
if (!existsSync(join(root, 'packages/gateway/dist/index.js'))) {
  console.error('The gateway is not built: run `npm run build` first.');
  process.exit(1);
}

const children = [];
const scratch = mkdtempSync(join(tmpdir(), 'umbrella-bench-'));
function cleanup() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  rmSync(scratch, { recursive: true, force: true });
}
process.on('exit', cleanup);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

async function waitFor(url) {
  for (let i = 0; i < 150; i++) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`${url} did not come up`);
}

function startNode(script, extraEnv) {
  const child = spawn('taskset', ['-c', cfg.serverCpus, process.execPath, join(here, script)], {
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

function startNginx() {
  const conf = join(scratch, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1;
daemon off;
pid ${scratch}/nginx.pid;
error_log ${scratch}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  keepalive_requests 1000000;
  client_body_temp_path ${scratch}/body;
  proxy_temp_path ${scratch}/proxy;
  fastcgi_temp_path ${scratch}/fastcgi;
  uwsgi_temp_path ${scratch}/uwsgi;
  scgi_temp_path ${scratch}/scgi;
  upstream backoffice { server 127.0.0.1:${PORTS.upstream}; keepalive 128; keepalive_requests 1000000; }
  server {
    listen 127.0.0.1:${PORTS.nginx};
    location / {
      proxy_pass http://backoffice;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Request-Id $request_id;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
  }
}
`,
  );
  const child = spawn('taskset', ['-c', cfg.serverCpus, 'nginx', '-c', conf, '-p', scratch], { stdio: 'inherit' });
  children.push(child);
  return child;
}

/** The nginx master and its worker. */
function nginxPids(master) {
  const workers = readFileSync(`/proc/${master}/task/${master}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  return [master, ...workers.map(Number)];
}

function wrk(url, token, seconds) {
  const out = execFileSync(
    'taskset',
    [
      '-c',
      cfg.loadCpus,
      'wrk',
      '-t1',
      `-c${cfg.connections}`,
      `-d${seconds}s`,
      '-H',
      `authorization: Bearer ${token}`,
      url,
    ],
    { encoding: 'utf8' },
  );
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  const bad = /Non-2xx or 3xx responses: (\d+)/.exec(out);
  const requests = Number(/(\d+) requests in/.exec(out)?.[1]);
  if (bad || !(rps > 0)) throw new Error(`wrk against ${url} failed:\n${out}`);
  return { rps, requests };
}

/** CPU time (user + system, in µs) the given processes have used so far. */
const TICK_US = 1e6 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim() || 100);
function cpuMicros(pids) {
  let ticks = 0;
  for (const pid of pids) {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * TICK_US;
}

/** A wrk step with the CPU the target's server processes spent per request. */
function measure(target, seconds) {
  const before = cpuMicros(target.pids);
  const { rps, requests } = wrk(target.url, token, seconds);
  return { rps, cpuPerRequest: (cpuMicros(target.pids) - before) / requests };
}

function paced(url, token, rate, seconds) {
  const out = execFileSync(
    'taskset',
    [
      '-c',
      cfg.loadCpus,
      process.execPath,
      join(here, 'paced.mjs'),
      '--url',
      url,
      '--header',
      `authorization: Bearer ${token}`,
      '--rate',
      String(rate),
      '--duration',
      String(seconds),
    ],
    { encoding: 'utf8' },
  );
  const result = JSON.parse(out);
  if (result.errors > 0) throw new Error(`${result.errors} failed requests against ${url}`);
  return result;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const rotate = (list, by) => list.map((_, i) => list[(i + by) % list.length]);

// A signing key and a token in the built-in issuer's layout; the upstream serves the key set.
const issuer = `http://127.0.0.1:${PORTS.upstream}/oidc`;
const { publicKey, privateKey } = await generateKeyPair('ES256');
const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: 'bench', alg: 'ES256', use: 'sig' }] };
const token = await new SignJWT({ permissions: [] })
  .setProtectedHeader({ alg: 'ES256', kid: 'bench' })
  .setIssuer(issuer)
  .setAudience('umbrella-api')
  .setSubject('1')
  .setIssuedAt()
  .setExpirationTime('2h')
  .sign(privateKey);

const upstreamProcess = startNode('upstream.mjs', {
  PORT: String(PORTS.upstream),
  BENCH_ISSUER: issuer,
  BENCH_JWKS: JSON.stringify(jwks),
});
const gatewayEnv = {
  UPSTREAM_URL: `http://127.0.0.1:${PORTS.upstream}`,
  LOG_LEVEL: 'warn',
  WEB_DIR: scratch,
  NODE_ENV: 'production',
};
const gatewayProcess = startNode('gateway.mjs', { ...gatewayEnv, PORT: String(PORTS.gateway) });
const noauthProcess = startNode('gateway.mjs', { ...gatewayEnv, PORT: String(PORTS.noauth), BENCH_VERIFY: '0' });
const nginxProcess = startNginx();
const up = upstreamProcess.pid;
const targets = [
  { name: 'direct', url: `http://127.0.0.1:${PORTS.upstream}${PATH}`, pids: [up] },
  { name: 'gateway', url: `http://127.0.0.1:${PORTS.gateway}${PATH}`, pids: [gatewayProcess.pid, up] },
  { name: 'gateway-noauth', url: `http://127.0.0.1:${PORTS.noauth}${PATH}`, pids: [noauthProcess.pid, up] },
  { name: 'nginx', url: `http://127.0.0.1:${PORTS.nginx}${PATH}`, pids: [up] },
];
for (const target of targets) await waitFor(target.url);
targets[3].pids = [...nginxPids(nginxProcess.pid), up];

const machine = {
  cpu: cpus()[0]?.model ?? 'unknown',
  cores: cpus().length,
  kernel: release(),
  node: process.version,
  nginx: spawnSync('nginx', ['-v'], { encoding: 'utf8' }).stderr.trim().replace('nginx version: ', ''),
  wrk: spawnSync('wrk', ['-v'], { encoding: 'utf8' }).stdout.split('\n')[0]?.split(' [')[0] ?? 'wrk',
  loadAverageAtStart: loadavg()
    .map((l) => l.toFixed(2))
    .join(' '),
};
console.log(`machine: ${JSON.stringify(machine)}`);
console.log(`config: ${JSON.stringify(cfg)}`);

for (const target of targets) wrk(target.url, token, 4); // warm-up: JIT, pools, key set
const rps = Object.fromEntries(targets.map((t) => [t.name, []]));
const cpu = Object.fromEntries(targets.map((t) => [t.name, []]));
for (let round = 0; round < cfg.rounds; round++) {
  for (const target of rotate(targets, round)) {
    const step = measure(target, cfg.seconds);
    rps[target.name].push(step.rps);
    cpu[target.name].push(step.cpuPerRequest);
  }
  const line = targets.map((t) => `${t.name} ${Math.round(rps[t.name].at(-1))}/s ${cpu[t.name].at(-1).toFixed(1)}µs`);
  console.log(`throughput round ${round + 1}: ${line.join(', ')}`);
}
const p50 = Object.fromEntries(targets.map((t) => [t.name, []]));
const p99 = Object.fromEntries(targets.map((t) => [t.name, []]));
for (let round = 0; round < cfg.latencyRounds; round++) {
  for (const target of rotate(targets, round)) {
    p50[target.name].push(paced(target.url, token, 0, cfg.latencySeconds).p50);
    p99[target.name].push(paced(target.url, token, cfg.rate, cfg.pacedSeconds).p99);
  }
  console.log(
    `latency round ${round + 1}: ${targets.map((t) => `${t.name} p50 ${p50[t.name].at(-1)} p99 ${p99[t.name].at(-1)}`).join(', ')}`,
  );
}

const result = Object.fromEntries(
  targets.map((t) => [
    t.name,
    { rps: median(rps[t.name]), cpu: median(cpu[t.name]), p50: median(p50[t.name]), p99: median(p99[t.name]) },
  ]),
);
const direct = result.direct;
const verifyMicros = JSON.parse(
  execFileSync('taskset', ['-c', cfg.loadCpus, process.execPath, join(here, 'verify-cost.mjs')], { encoding: 'utf8' }),
).microsPerCheck;
const fmt = (n, digits = 3) => Number(n).toFixed(digits);
const rows = [
  `| target | req/s (median of ${cfg.rounds}) | × direct | server CPU µs/req | × direct per CPU | p50 @ 1 conn (ms) | added p50 (ms) | p99 @ ${cfg.rate}/s (ms) | × direct p99 |`,
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...targets.map((t) => {
    const r = result[t.name];
    return `| ${t.name} | ${Math.round(r.rps)} | ${fmt(r.rps / direct.rps, 2)} | ${fmt(r.cpu, 1)} | ${fmt(direct.cpu / r.cpu, 2)} | ${fmt(r.p50)} | ${fmt(r.p50 - direct.p50)} | ${fmt(r.p99)} | ${fmt(r.p99 / direct.p99, 2)} |`;
  }),
];
const gw = result.gateway;
const noauth = result['gateway-noauth'];
const proxyCpu = gw.cpu - direct.cpu;
const checks = [
  ['added p50 at one connection ≤ 0.20 ms', gw.p50 - direct.p50 <= 0.2, `${fmt(gw.p50 - direct.p50)} ms`],
  ['saturated throughput ≥ 0.35× direct (wall clock)', gw.rps / direct.rps >= 0.35, `${fmt(gw.rps / direct.rps, 2)}×`],
  [`p99 at ${cfg.rate} req/s ≤ 1.5× direct`, gw.p99 / direct.p99 <= 1.5, `${fmt(gw.p99 / direct.p99, 2)}×`],
  [
    'token verification ≤ 5% of the hop',
    verifyMicros / proxyCpu <= 0.05,
    `${fmt(verifyMicros, 2)} µs per cached check = ${fmt((verifyMicros / proxyCpu) * 100, 1)}% (gateway vs gateway-noauth: ${fmt(((gw.cpu - noauth.cpu) / gw.cpu) * 100, 1)}% CPU)`,
  ],
];
const checkLines = [
  ...checks.map(([name, ok, value]) => `${ok ? 'MET ' : 'MISS'}  ${name}: ${value}`),
  `info  throughput per CPU (direct CPU ÷ target CPU per request): gateway ${fmt(direct.cpu / gw.cpu, 2)}×, nginx ${fmt(direct.cpu / result.nginx.cpu, 2)}× (${fmt(proxyCpu, 1)} µs of gateway CPU per request)`,
  `info  gateway ÷ nginx throughput: ${fmt(gw.rps / result.nginx.rps, 2)} (the targets imply ≥ 0.53: 0.35× against nginx's 0.66×)`,
];
console.log(`\n${rows.join('\n')}\n\n${checkLines.join('\n')}`);

// Every run is kept (the shared machine's load says how much a run is worth); the README shows
// the last one and the history.
const runsFile = join(here, 'runs.json');
const runs = existsSync(runsFile) ? JSON.parse(readFileSync(runsFile, 'utf8')) : [];
const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
runs.push({ date, machine, cfg, result, verifyMicros });
writeFileSync(runsFile, `${JSON.stringify(runs, null, 2)}\n`);
const history = [
  '| run (UTC) | load at start | servers on CPUs | gateway × direct | nginx × direct | gateway × direct per CPU | added p50 (ms) | p99 × direct |',
  '|---|---|---|---:|---:|---:|---:|---:|',
  ...runs.map((run) => {
    const r = run.result;
    return `| ${run.date} | ${run.machine.loadAverageAtStart.split(' ')[0]} | ${run.cfg.serverCpus} (load ${run.cfg.loadCpus}) | ${fmt(r.gateway.rps / r.direct.rps, 2)} | ${fmt(r.nginx.rps / r.direct.rps, 2)} | ${fmt(r.direct.cpu / r.gateway.cpu, 2)} | ${fmt(r.gateway.p50 - r.direct.p50)} | ${fmt(r.gateway.p99 / r.direct.p99, 2)} |`;
  }),
];
const block = [
  '<!-- proxy-results:start -->',
  `Last run ${date} UTC — ${machine.cpu}, ${machine.cores} cores (shared), Node ${machine.node}, ${machine.nginx}, ${machine.wrk}; load average at the start ${machine.loadAverageAtStart}.`,
  '',
  ...rows,
  '',
  '```',
  ...checkLines,
  '```',
  '',
  'Every run so far:',
  '',
  ...history,
  '<!-- proxy-results:end -->',
].join('\n');
const readme = join(root, 'bench', 'README.md');
const text = readFileSync(readme, 'utf8');
const from = text.indexOf('<!-- proxy-results:start -->');
const to = text.indexOf('<!-- proxy-results:end -->');
if (from !== -1 && to !== -1) {
  writeFileSync(readme, text.slice(0, from) + block + text.slice(to + '<!-- proxy-results:end -->'.length));
  console.log('\nbench/README.md updated.');
}
process.exit(0);
