/**
 * A back-office that cannot reach or sign in to its PostgreSQL at start exits with one line
 * saying what failed and what to check (decision 1763), not a 40-line stack headed
 * `migration ? failed`: a closed port, a user the server does not know (this server trusts any
 * password, so a wrong one cannot be shown here; PostgreSQL answers both with 28xxx) and a
 * database it does not have. The password in DATABASE_URL never appears.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../scripts/free-port.mjs';
import { type RunningPostgres, startPostgres } from '../../../../scripts/postgres.mjs';

const SERVER = fileURLToPath(new URL('../../src/server.ts', import.meta.url));
const PASSWORD = 'n0t-in-the-log';

let pg: RunningPostgres;
let pgPort: number;

beforeAll(async () => {
  pgPort = await freePort();
  pg = await startPostgres({ port: pgPort });
});
afterAll(() => pg?.stop());

/** Starts src/server.ts on `databaseUrl` and waits for it to exit (20 s at most). */
async function startOn(databaseUrl: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(await freePort()), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(killer);
  return { code, output: output.trim() };
}

describe('a back-office that cannot reach its database at start', () => {
  it('a closed port: one line naming the server and ECONNREFUSED', async () => {
    const closed = await freePort();
    const { code, output } = await startOn(`postgres://umbrella:${PASSWORD}@127.0.0.1:${closed}/umbrella`);
    expect(code).toBe(1);
    expect(output).toBe(
      `cannot reach PostgreSQL at 127.0.0.1:${closed} (ECONNREFUSED): check DATABASE_URL and that the server is running`,
    );
  });

  it('a user the server refuses: one line naming the user and the check', async () => {
    const { code, output } = await startOn(`postgres://nobody:${PASSWORD}@127.0.0.1:${pgPort}/postgres`);
    expect(code).toBe(1);
    expect(output.split('\n')).toHaveLength(1);
    expect(output).toMatch(
      new RegExp(
        `^PostgreSQL at 127\\.0\\.0\\.1:${pgPort} refused user "nobody" \\(28\\w+ .*\\): check the user and password in DATABASE_URL$`,
      ),
    );
    expect(output).not.toContain(PASSWORD);
  });

  it('a database the server does not have: one line naming it', async () => {
    const { code, output } = await startOn(`postgres://postgres@127.0.0.1:${pgPort}/nowhere`);
    expect(code).toBe(1);
    expect(output).toBe(
      `PostgreSQL at 127.0.0.1:${pgPort} has no database "nowhere" (3D000): check DATABASE_URL, or create the database`,
    );
  });
});
