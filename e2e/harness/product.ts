import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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

/**
 * Starts the real product as `npm start` would (gateway + back-office on PGlite + built-in
 * issuer + demo data) on a free port with a fresh data directory (or `dataDir`, to start again on
 * what a crashed one left; `port`, to keep its address — a PostgreSQL deployment records it), and
 * waits for /readyz. With DATABASE_URL in `env` the back-office uses that PostgreSQL instead.
 */
export async function startProduct(
  env: Record<string, string> = {},
  options: { dataDir?: string; port?: number } = {},
): Promise<Product> {
  const webIndex = env.WEB_DIR ? join(env.WEB_DIR, 'index.html') : WEB_INDEX;
  for (const file of [EMBEDDED, webIndex]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` at the repository root first`);
  }
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'umbrella-e2e-')));
  const server = spawnServer(
    EMBEDDED,
    {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: '1',
      DEMO_LEAD_INTERVAL_MS: '0',
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      ...env,
    },
    { cwd: ROOT },
  );
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
