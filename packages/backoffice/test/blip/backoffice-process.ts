/**
 * The standalone back-office (src/server.ts) as a child process, as production runs it: its
 * exit is recorded (the blip test asserts there is none) and its log is kept for diagnosis.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../../scripts/free-port.mjs';

const SERVER = fileURLToPath(new URL('../../src/server.ts', import.meta.url));

export type BackofficeProcess = {
  url: string;
  /** Exit code or signal once it has exited; undefined while it runs. */
  exited(): string | undefined;
  log(): string;
  stop(): Promise<void>;
};

async function waitUntilHealthy(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`back-office exited with ${child.exitCode} before it was ready`);
    const ok = await fetch(`${url}/module/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('back-office not healthy in time');
}

export async function startBackofficeProcess(env: Record<string, string>): Promise<BackofficeProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let exit: string | undefined;
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-200_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.on('exit', (code, signal) => {
    exit = signal ?? String(code);
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilHealthy(url, child, 120_000);
  } catch (err) {
    child.kill('SIGKILL');
    throw new Error(`${(err as Error).message}\n${output}`);
  }
  return {
    url,
    exited: () => exit,
    log: () => output,
    async stop() {
      if (exit !== undefined) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
    },
  };
}
