import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoDataCopy } from './demo-data';
import { freePort, spawnServer, waitUntilReady } from './process';

export { freePort } from './process';

/** The repository root (e2e/harness/../..). */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const EMBEDDED = join(ROOT, 'packages/gateway/dist/embedded.js');
const WEB_INDEX = join(ROOT, 'packages/web/dist/index.html');

export type Product = {
  baseUrl: string;
  dataDir: string;
  /** Everything the process printed, for failure messages. */
  output(): string;
  stop(): Promise<void>;
  /** SIGKILL now, as a crash or a power cut would end it; the data directory stays for a restart. */
  crash(): Promise<void>;
};

/** The product's environment as `npm start` gives it, on `port` with `dataDir`, under the test's `env`. */
function productEnv(port: number, dataDir: string, env: Record<string, string>): Record<string, string> {
  return {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO: '1',
    DEMO_LEAD_INTERVAL_MS: '0',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    ...env,
  };
}

function checkBuilt(webIndex = WEB_INDEX): void {
  for (const file of [EMBEDDED, webIndex]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` at the repository root first`);
  }
}

/**
 * Starts the product on the empty `dataDir`, waits until it is ready (migrated, demo data seeded)
 * and stops it again; throws unless it exits cleanly. The e2e global setup's demo data.
 */
export async function seedDataDir(dataDir: string): Promise<void> {
  checkBuilt();
  const port = await freePort();
  const server = spawnServer(EMBEDDED, productEnv(port, dataDir, {}), { cwd: ROOT });
  try {
    await waitUntilReady(server, `http://127.0.0.1:${port}/readyz`);
  } finally {
    await server.stop();
  }
  const code = await server.exited;
  if (code !== 0) throw new Error(`seeding the demo data: the product exited with ${code}:\n${server.output()}`);
}

/**
 * Starts the real product as `npm start` would (gateway + back-office on PGlite + built-in
 * issuer + demo data) on a free port with a data directory of its own — a copy of the run's
 * seeded demo data (demo-data.ts), or empty with `fresh` or DATABASE_URL — or on `dataDir`, to
 * start again on what a crashed one left (`port`, to keep its address — a PostgreSQL deployment
 * records it), and waits for /readyz. With DATABASE_URL in `env` the back-office uses that
 * PostgreSQL instead.
 */
export async function startProduct(
  env: Record<string, string> = {},
  options: { dataDir?: string; port?: number; fresh?: boolean } = {},
): Promise<Product> {
  checkBuilt(env.WEB_DIR ? join(env.WEB_DIR, 'index.html') : WEB_INDEX);
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir =
    options.dataDir ??
    (options.fresh || env.DATABASE_URL
      ? await mkdtemp(join(tmpdir(), 'umbrella-e2e-'))
      : await demoDataCopy(seedDataDir));
  const server = spawnServer(EMBEDDED, productEnv(port, dataDir, env), { cwd: ROOT });
  const stop = async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(server, `${baseUrl}/readyz`);
  } catch (error) {
    await stop();
    throw new Error(`the product did not start: ${(error as Error).message}`);
  }
  return { baseUrl, dataDir, output: server.output, stop, crash: () => server.kill() };
}
