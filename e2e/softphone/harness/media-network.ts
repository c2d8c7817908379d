/**
 * A private network namespace for tests with real media (telephony notes): baresip's ICE ignores
 * loopback, so the browser and the customer's phone need an ordinary interface. Inside the
 * namespace a veth pair joins it to this host: `address` (inside) is where every process of the
 * test listens and what ICE offers; `hostAddress` (outside) lets the test itself reach them.
 * Needs root (ip netns); removing the namespace removes the pair.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type MediaNetwork = {
  name: string;
  /** The address inside the namespace. */
  address: string;
  /** The command prefix that runs a program inside the namespace. */
  exec: (command: string, args: string[]) => [string, string[]];
  remove(): Promise<void>;
};

export async function createMediaNetwork(): Promise<MediaNetwork> {
  const id = process.pid % 250;
  const name = `umbrella-media-${process.pid}`;
  const [inside, outside] = [`umbm${id}i`, `umbm${id}o`];
  const subnet = `10.213.${id}`;
  const address = `${subnet}.2`;
  const ip = (...args: string[]) => run('ip', args);
  const inNs = (...args: string[]) => run('ip', ['netns', 'exec', name, ...args]);
  await ip('netns', 'add', name);
  try {
    await inNs('ip', 'link', 'set', 'lo', 'up');
    await ip('link', 'add', outside, 'type', 'veth', 'peer', 'name', inside);
    await ip('link', 'set', inside, 'netns', name);
    await ip('addr', 'add', `${subnet}.1/30`, 'dev', outside);
    await ip('link', 'set', outside, 'up');
    await inNs('ip', 'addr', 'add', `${address}/30`, 'dev', inside);
    await inNs('ip', 'link', 'set', inside, 'up');
    await inNs('ip', 'route', 'add', 'default', 'via', `${subnet}.1`);
  } catch (error) {
    await ip('netns', 'del', name).catch(() => undefined);
    throw error;
  }
  return {
    name,
    address,
    exec: (command, args) => ['ip', ['netns', 'exec', name, command, ...args]],
    async remove() {
      await ip('netns', 'del', name).catch(() => undefined);
    },
  };
}
