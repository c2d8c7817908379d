/**
 * The built product as `npm start` runs it (packages/gateway/dist/embedded.js: gateway +
 * back-office on PGlite + built-in issuer + demo data, one process) on 127.0.0.1, for benches
 * that load it from outside. Unlike e2e/harness/product.ts it raises the process's open-file limit
 * (`ulimit -n`, for thousands of sockets), keeps its port across a restart (clients reconnect to
 * the same address), preloads ./memory-probe.cjs so the bench can read its heap, and needs no web
 * build (a stand-in index.html and version.json).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../e2e/harness/process';
import { ROOT } from '../../e2e/harness/product';

const EMBEDDED = join(ROOT, 'packages/gateway/dist/embedded.js');
const GATEWAY = join(ROOT, 'packages/gateway/dist/server.js');
const BACKOFFICE = join(ROOT, 'packages/backoffice/dist/server.js');
const PROBE = join(ROOT, 'bench/lib/memory-probe.cjs');

/**
 * `node <args>` with an IPC channel and the open-file limit raised to `fileLimit` (or the hard
 * limit, when that is lower): the shell runs `ulimit -n` and then becomes node.
 */
export function spawnNode(
  args: string[],
  options: { env?: NodeJS.ProcessEnv; fileLimit: number; stdout?: 'pipe' | 'inherit' },
): ChildProcess {
  const script = `ulimit -n ${options.fileLimit} 2>/dev/null || ulimit -n "$(ulimit -Hn)"; exec "$0" "$@"`;
  return spawn('sh', ['-c', script, process.execPath, ...args], {
    cwd: ROOT,
    env: options.env ?? process.env,
    stdio: ['ignore', options.stdout ?? 'pipe', options.stdout ?? 'pipe', 'ipc'],
  });
}

export type ProductMemory = { rss: number; heapUsed: number; heapTotal: number; external: number };

/**
 * `embedded`: one process (`npm start`). `split`: the production shape on one machine — the
 * back-office (packages/backoffice/dist/server.js, PGlite in the data directory) and a gateway
 * in front of it (UPSTREAM_URL), each its own process; stop/start then restart the gateway only.
 * `postgres`: split, the back-office on the PostgreSQL at `databaseUrl` (DATABASE_URL) — the
 * production shape (docker-compose.yml). `pair`: two of the postgres shape on the one PostgreSQL
 * (`docker compose --profile two`): back-office B behind gateway B, both gateways answering for
 * one PUBLIC_URL (gateway A's), as behind a load balancer.
 */
export type ProductShape = 'embedded' | 'split' | 'postgres' | 'pair';

export type BenchProduct = {
  baseUrl: string;
  /** Every gateway's address (gateway A's first): the pair shape's load divides between them. */
  baseUrls: string[];
  dataDir: string;
  shape: ProductShape;
  /** The gateway's process id (the whole product's when embedded; it changes with a restart). */
  pid(): number;
  /** The back-office's process id when split (the gateway's when embedded). */
  backofficePid(): number;
  /** Every process of the product by its role, for CPU sampling: gateways first, then back-offices. */
  processes(): { name: string; pid: number }[];
  /** The open-file limit the process runs with (/proc/<pid>/limits). */
  fileLimit(): number;
  /** The gateway process's memory after a full garbage collection. */
  memory(): Promise<ProductMemory>;
  /** Writes a heap snapshot of the gateway process to `file` (bench/lib/heap-summary.ts reads it). */
  snapshot(file: string): Promise<void>;
  /** The gateway's process (the product's when embedded): SIGTERM (graceful: sockets closed with 1001), then the same command on the same port and data. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it for good and removes its data directory. */
  dispose(): Promise<void>;
  output(): string;
};

export async function startBenchProduct(
  options: {
    env?: Record<string, string>;
    fileLimit?: number;
    dataDir?: string;
    shape?: ProductShape;
    /** Extra node options for the gateway process (e.g. --cpu-prof). */
    nodeArgs?: string[];
    /** Extra node options for the back-office process when split (e.g. --cpu-prof). */
    backofficeNodeArgs?: string[];
    /** The PostgreSQL of the `postgres` shape. */
    databaseUrl?: string;
  } = {},
): Promise<BenchProduct> {
  const shape = options.shape ?? 'embedded';
  const split = shape !== 'embedded';
  if ((shape === 'postgres' || shape === 'pair') && !options.databaseUrl) {
    throw new Error(`the ${shape} shape needs a databaseUrl`);
  }
  const pair = shape === 'pair';
  for (const file of [EMBEDDED, GATEWAY, BACKOFFICE]) {
    if (!existsSync(file)) {
      throw new Error(`${file} is missing: run \`npx tsc -b packages/contract packages/backoffice packages/gateway\``);
    }
  }
  const port = await freePort();
  const upstreamPort = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const [portB, upstreamPortB] = pair ? [await freePort(), await freePort()] : [0, 0];
  const baseUrls = pair ? [baseUrl, `http://127.0.0.1:${portB}`] : [baseUrl];
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'umbrella-bench-')));
  const webDir = await mkdtemp(join(tmpdir(), 'umbrella-bench-web-'));
  await writeFile(join(webDir, 'index.html'), '<!doctype html><title>Umbrella bench</title>');
  await writeFile(join(webDir, 'version.json'), JSON.stringify({ version: 'bench', build: 1 }));
  const fileLimit = options.fileLimit ?? 65_536;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO: '1',
    DEMO_LEAD_INTERVAL_MS: '0',
    PUBLIC_URL: baseUrl,
    WEB_DIR: webDir,
    LOG_LEVEL: 'warn',
    // The split shape's deployment values (equal on both, docker-compose.yml).
    INTERNAL_TOKEN: 'bench-internal-token',
    ...options.env,
  };
  let child: ChildProcess | undefined;
  let backoffice: ChildProcess | undefined;
  /** The pair shape's second gateway and back-office (they stay up across stop/start). */
  let gatewayB: ChildProcess | undefined;
  let backofficeB: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };

  /** Starts `script` and waits until `url` answers 200. */
  const launch = async (script: string, processEnv: NodeJS.ProcessEnv, url: string, nodeArgs: string[] = []) => {
    const started = spawnNode(['--expose-gc', '--require', PROBE, ...nodeArgs, script], { env: processEnv, fileLimit });
    started.stdout?.on('data', collect);
    started.stderr?.on('data', collect);
    const gone = new Promise<void>((resolve) => started.once('exit', () => resolve()));
    let done = false;
    void gone.then(() => {
      done = true;
    });
    const deadline = Date.now() + 180_000;
    for (;;) {
      if (done) throw new Error(`${script} exited before it was ready:\n${output}`);
      const ready = await fetch(url).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) return { started, gone };
      if (Date.now() > deadline) throw new Error(`${script} was not ready within 180 s:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  const start = async () => {
    const gatewayEnv = split ? { ...env, UPSTREAM_URL: `http://127.0.0.1:${upstreamPort}` } : env;
    const { started, gone } = await launch(
      split ? GATEWAY : EMBEDDED,
      gatewayEnv,
      `${baseUrl}/readyz`,
      options.nodeArgs,
    );
    child = started;
    exited = gone;
  };

  if (split) {
    const database = options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {};
    const startBackoffice = async (onPort: number) =>
      (
        await launch(
          BACKOFFICE,
          { ...env, ...database, PORT: String(onPort) },
          `http://127.0.0.1:${onPort}/module/health`,
          options.backofficeNodeArgs,
        )
      ).started;
    backoffice = await startBackoffice(upstreamPort);
    if (pair) {
      backofficeB = await startBackoffice(upstreamPortB);
      gatewayB = (
        await launch(
          GATEWAY,
          { ...env, PORT: String(portB), UPSTREAM_URL: `http://127.0.0.1:${upstreamPortB}` },
          `http://127.0.0.1:${portB}/readyz`,
          options.nodeArgs,
        )
      ).started;
    }
  }

  const stop = async () => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const running = child;
    running.kill('SIGTERM');
    const timer = setTimeout(() => running.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };

  const exitTogether = () => {
    for (const running of [child, gatewayB, backoffice, backofficeB]) running?.kill('SIGKILL');
  };
  process.once('exit', exitTogether);
  await start();
  return {
    baseUrl,
    baseUrls,
    dataDir,
    shape,
    pid: () => child?.pid ?? 0,
    backofficePid: () => backoffice?.pid ?? child?.pid ?? 0,
    processes() {
      if (!split) return [{ name: 'product (one process)', pid: child?.pid ?? 0 }];
      if (!pair) {
        return [
          { name: 'gateway', pid: child?.pid ?? 0 },
          { name: 'back-office', pid: backoffice?.pid ?? 0 },
        ];
      }
      return [
        { name: 'gateway A', pid: child?.pid ?? 0 },
        { name: 'gateway B', pid: gatewayB?.pid ?? 0 },
        { name: 'back-office A', pid: backoffice?.pid ?? 0 },
        { name: 'back-office B', pid: backofficeB?.pid ?? 0 },
      ];
    },
    fileLimit() {
      const line = /Max open files\s+(\d+)/.exec(readFileSync(`/proc/${child?.pid}/limits`, 'utf8'));
      return Number(line?.[1] ?? 0);
    },
    memory() {
      const running = child;
      if (!running?.send) return Promise.reject(new Error('the product is not running'));
      return new Promise((resolve) => {
        running.once('message', (message: { memory: ProductMemory }) => resolve(message.memory));
        running.send?.('memory');
      });
    },
    snapshot(file) {
      const running = child;
      if (!running?.send) return Promise.reject(new Error('the product is not running'));
      return new Promise((resolve) => {
        running.once('message', () => resolve());
        running.send?.({ snapshot: file });
      });
    },
    stop,
    start,
    async dispose() {
      await stop();
      for (const running of [gatewayB, backoffice, backofficeB]) {
        if (!running || running.exitCode !== null) continue;
        const gone = new Promise((resolve) => running.once('exit', resolve));
        running.kill('SIGTERM');
        await gone;
      }
      process.off('exit', exitTogether);
      await rm(dataDir, { recursive: true, force: true });
      await rm(webDir, { recursive: true, force: true });
    },
    output: () => output,
  };
}
