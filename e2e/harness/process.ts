import { type ChildProcess, spawn } from 'node:child_process';
import { freePort } from '../../scripts/free-port.mjs';

export { freePort };

/** A server of the built product running as its own process on this test's node. */
export type ServerProcess = {
  /** Everything the process printed, for failure messages and start-up checks. */
  output(): string;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  /** SIGTERM, then SIGKILL after 10 s; resolves once it has exited. */
  stop(): Promise<void>;
  /** SIGKILL now (a crash, as far as its peers can tell); resolves once it has exited. */
  kill(): Promise<void>;
};

/**
 * Starts `node <script>` with the given environment on top of this process's, or (`inherit:
 * false`) with only that environment and PATH, as a container would.
 */
export function spawnServer(
  script: string,
  env: Record<string, string>,
  options: { cwd: string; inherit?: boolean },
): ServerProcess {
  let output = '';
  const base = options.inherit === false ? { PATH: process.env.PATH ?? '' } : process.env;
  const child: ChildProcess = spawn(process.execPath, [script], {
    cwd: options.cwd,
    env: { ...base, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    output: () => output,
    exited,
    async stop() {
      if (!running()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
    async kill() {
      if (!running()) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/**
 * Waits until `url` answers 200; throws with the process's output when it exits first or the
 * deadline passes.
 */
export async function waitUntilReady(server: ServerProcess, url: string, timeoutMs = 120_000): Promise<void> {
  let exitCode: number | null | undefined;
  void server.exited.then((code) => {
    exitCode = code;
  });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exitCode !== undefined) throw new Error(`exited with ${exitCode} before ${url} was ready:\n${server.output()}`);
    const ready = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    if (Date.now() > deadline)
      throw new Error(`${url} was not ready within ${timeoutMs / 1000} s:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
