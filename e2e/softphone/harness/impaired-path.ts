/**
 * A bad network path for the call's media, inside the media network (media-network.ts). This
 * kernel has no netem, but it has netfilter: every UDP packet to the namespace's address — the
 * media between the browser and the customer's phone, both ways (SIP stays on loopback, the
 * product on TCP) — goes through a netfilter queue to impaired-path.py, which drops some and
 * holds the rest for a random delay, as `tc qdisc … netem loss 5% delay 100ms 50ms` would.
 * Needs root and Debian's iptables and libnetfilter-queue1.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { waitFor } from '../../../packages/gateway/test/telephony/harness/ports.js';
import type { MediaNetwork } from './media-network.js';

const run = promisify(execFile);
const DELAYER = fileURLToPath(new URL('./impaired-path.py', import.meta.url));

export type Impairment = { loss: number; delayMs: number; jitterMs: number };

export type ImpairedPath = { remove(): Promise<void> };

export async function impairMedia(net: MediaNetwork, impairment: Impairment): Promise<ImpairedPath> {
  const queue = String(process.pid % 60_000);
  const rule = ['OUTPUT', '-p', 'udp', '-d', net.address, '-j', 'NFQUEUE', '--queue-num', queue];
  const [command, args] = net.exec('python3', [
    DELAYER,
    queue,
    String(impairment.loss),
    String(impairment.delayMs),
    String(impairment.jitterMs),
  ]);
  const delayer: ChildProcess = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  delayer.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  delayer.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const remove = async () => {
    const [c, a] = net.exec('iptables', ['-D', ...rule]);
    await run(c, a).catch(() => undefined);
    delayer.kill('SIGTERM');
  };
  try {
    await waitFor(() => output.includes('ready') || delayer.exitCode !== null, 10_000, 'the delayer');
    if (!output.includes('ready')) throw new Error(`the delayer did not start: ${output}`);
    const [c, a] = net.exec('iptables', ['-A', ...rule]);
    await run(c, a);
  } catch (error) {
    await remove();
    throw error;
  }
  return { remove };
}
