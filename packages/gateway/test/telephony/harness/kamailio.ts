/**
 * Runs Kamailio (Debian's package, with its websocket module) as the PBX of the telephony tests:
 * the committed kamailio.cfg rendered with ports chosen for this run, absolute -P/-Y paths, the
 * log captured for assertions. Registrations live in memory, so a restart drops them — which is
 * exactly what the reconnect test needs.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { delay, freePort, waitFor } from './ports.js';

const run = promisify(execFile);
const TEMPLATE = new URL('../kamailio.cfg', import.meta.url);

export type Kamailio = {
  udpPort: number;
  wsPort: number;
  /** ws://127.0.0.1:<port>/ws — what PBX_WS_URL names. */
  wsUrl: string;
  /** Everything Kamailio logged since it (re)started. */
  log(): string;
  /** The requests it received, as logged by the KAM-REQ line (method, ruri, from, …). */
  requests(): Record<string, string>[];
  /** Users with a registration (kamcmd ul.dump). */
  registeredUsers(): Promise<string[]>;
  restart(): Promise<void>;
  stop(): Promise<void>;
};

/** How a program is started: as is, or wrapped (e.g. inside a network namespace). */
export type Exec = (command: string, args: string[]) => [string, string[]];
const direct: Exec = (command, args) => [command, args];

export async function startKamailio(options: { exec?: Exec } = {}): Promise<Kamailio> {
  const exec = options.exec ?? direct;
  const dir = await mkdtemp(join(tmpdir(), 'umbrella-kamailio-'));
  const [udpPort, wsPort] = [await freePort(), await freePort()];
  const ctl = join(dir, 'kamailio_ctl');
  const config = join(dir, 'kamailio.cfg');
  const template = await readFile(TEMPLATE, 'utf8');
  await writeFile(
    config,
    template
      .replaceAll('{{UDP_PORT}}', String(udpPort))
      .replaceAll('{{WS_PORT}}', String(wsPort))
      .replaceAll('{{CTL_SOCKET}}', ctl),
  );
  let child: ChildProcess | undefined;
  let output = '';

  const start = async () => {
    output = '';
    child = spawn(
      ...exec('kamailio', [
        '-f',
        config,
        '-DD',
        '-E',
        '-m',
        '64',
        '-M',
        '8',
        '-Y',
        dir,
        '-P',
        join(dir, 'kamailio.pid'),
      ]),
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const started = child;
    await waitFor(
      async () => {
        if (started.exitCode !== null) throw new Error(`kamailio exited with ${started.exitCode}:\n${output}`);
        try {
          await run('kamcmd', ['-s', `unix:${ctl}`, 'core.version']);
          return true;
        } catch {
          return false;
        }
      },
      10_000,
      'kamailio to start',
    );
  };

  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await Promise.race([exited, delay(5_000).then(() => running.kill('SIGKILL'))]);
    await exited;
  };

  await start();
  return {
    udpPort,
    wsPort,
    wsUrl: `ws://127.0.0.1:${wsPort}/ws`,
    log: () => output,
    requests: () =>
      output
        .split('\n')
        .filter((line) => line.includes('KAM-REQ '))
        .map((line) => {
          const fields: Record<string, string> = {};
          for (const match of line.slice(line.indexOf('KAM-REQ ') + 8).matchAll(/(\w+)=(\S*)/g)) {
            fields[match[1] as string] = match[2] as string;
          }
          return fields;
        }),
    async registeredUsers() {
      const { stdout } = await run('kamcmd', ['-s', `unix:${ctl}`, 'ul.dump', 'brief']);
      return [...stdout.matchAll(/AoR:\s*(\S+)/g)].map((m) => m[1] as string);
    },
    async restart() {
      await stop();
      await start();
    },
    async stop() {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
