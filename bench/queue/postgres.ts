/**
 * A throw-away PostgreSQL server for the queue bench: Debian's binaries, a fresh data directory
 * under /tmp, its own port. `durable: true` keeps PostgreSQL's defaults (fsync and synchronous
 * commit on); otherwise fsync, synchronous commit and full-page writes are off, as in the tests.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function binDir(): string {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) throw new Error('PostgreSQL is not installed: apt-get install -y postgresql');
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return join(root, versions[0] ?? '', 'bin');
}

export type Server = { url: string; stop(): void };

const running = new Set<Server>();
let hooked = false;

/** Servers still up when the bench is interrupted (Ctrl-C, timeout) are stopped, not left behind. */
function stopAllOnExit(): void {
  if (hooked) return;
  hooked = true;
  const stopAll = () => {
    for (const server of running) server.stop();
  };
  process.on('exit', stopAll);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stopAll();
      process.exit(130);
    });
  }
}

/** A TCP port nobody listens on right now (the machine is shared: fixed ports collide). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export async function startPostgres(options: { durable: boolean }): Promise<Server> {
  const port = await freePort();
  const bin = binDir();
  const root = mkdtempSync(join(tmpdir(), 'umbrella-bench-pg-'));
  const data = join(root, 'data');
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, command), args, { stdio: 'pipe' });
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(root, uid, gid);
  }
  chmodSync(root, 0o755);
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const speed = options.durable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off';
  const settings = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c max_connections=700 -c shared_buffers=256MB${speed}`;
  run('pg_ctl', ['-D', data, '-o', settings, '-l', join(root, 'server.log'), '-w', 'start']);
  const server: Server = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      if (!running.delete(server)) return;
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
  running.add(server);
  stopAllOnExit();
  return server;
}
