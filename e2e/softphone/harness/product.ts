/**
 * The product as `npm start` runs it (scripts/start.mjs: gateway + back-office + issuer + demo
 * data in one process), on a port and data directory of its own, with PBX_WS_URL pointing at
 * the Kamailio of the test.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, waitFor } from '../../../packages/gateway/test/telephony/harness/ports.js';

export type Product = { url: string; log(): string; stop(): Promise<void> };

const root = new URL('../../../', import.meta.url).pathname;

export type ProductOptions = {
  webDir: string;
  pbxWsUrl?: string;
  /** The address it listens on and is reached at; 127.0.0.1 by default. */
  host?: string;
  /** How node is started (e.g. inside a network namespace); directly by default. */
  exec?: (command: string, args: string[]) => [string, string[]];
  /** More environment (e.g. DEMO_LEAD_INTERVAL_MS for a stream of demo leads). */
  env?: Record<string, string>;
};

export async function startProduct(options: ProductOptions): Promise<Product> {
  const host = options.host ?? '127.0.0.1';
  const [command, args] = (options.exec ?? ((c: string, a: string[]) => [c, a] as [string, string[]]))(
    process.execPath,
    ['scripts/start.mjs'],
  );
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'umbrella-e2e-data-'));
  let output = '';
  const child: ChildProcess = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: host,
      PUBLIC_URL: `http://${host}:${port}`,
      DATA_DIR: dataDir,
      DEMO: '1',
      DEMO_LEAD_INTERVAL_MS: '0',
      WEB_DIR: options.webDir,
      LOG_LEVEL: 'warn',
      ...(options.pbxWsUrl ? { PBX_WS_URL: options.pbxWsUrl } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const url = `http://${host}:${port}`;
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`the product exited with ${child.exitCode}:\n${output}`);
      try {
        return (await fetch(`${url}/readyz`)).ok;
      } catch {
        return false;
      }
    },
    // Migrations and the demo seed take minutes on a machine shared with other suites.
    240_000,
    'the product to be ready',
  );
  return {
    url,
    log: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 12_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
