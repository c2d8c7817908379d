/**
 * Starts a throw-away PostgreSQL server from Debian's binaries for the test run: a fresh data
 * directory under /tmp, its own port and socket directory, fsync off. As root it runs the server
 * as the `postgres` system user (PostgreSQL refuses to run as root). stopServer/startServer
 * take it away and bring it back (the database-blip suite).
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresBinDir } from './system-deps.mjs';

/**
 * `settings`: more server settings (`name=value`, each passed as `-c`), e.g. a benchmark's
 * `shared_preload_libraries=pg_stat_statements`.
 */
export async function startPostgres({ port = 54329, settings = [] } = {}) {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL server binaries not found');
  const root = mkdtempSync(join(tmpdir(), 'umbrella-pg-'));
  const dataDir = join(root, 'data');
  const asRoot = process.getuid?.() === 0;
  const run = (command, args) => {
    if (asRoot) {
      execFileSync('runuser', ['-u', 'postgres', '--', `${bin}/${command}`, ...args], { stdio: 'pipe' });
    } else {
      execFileSync(`${bin}/${command}`, args, { stdio: 'pipe' });
    }
  };
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(root, uid, gid);
  }
  chmodSync(root, 0o755);
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300${settings.map((s) => ` -c ${s}`).join('')}`;
  const start = () => run('pg_ctl', ['-D', dataDir, '-o', options, '-l', join(root, 'server.log'), '-w', 'start']);
  start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    /** The server's (postmaster's) process id, from its pid file. */
    pid() {
      return Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    },
    /** Stops the server as an operator's restart would (fast: open sessions are ended), keeping its data. */
    stopServer() {
      run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    },
    /** Starts the server again after stopServer, on the same port and data. */
    startServer: start,
    stop() {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}
