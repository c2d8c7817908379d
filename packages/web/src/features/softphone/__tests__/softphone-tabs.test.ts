import { describe, expect, it } from 'vitest';
import { createSoftphone, type Softphone } from '../sip/softphone';
import { fakeJsSip, fakeMedia } from './fake-jssip';

/** BroadcastChannel between "tabs" of one test, delivering asynchronously like the browser. */
function channelHub() {
  const members = new Set<{ name: string; onmessage: ((event: MessageEvent) => void) | null; closed: boolean }>();
  return (name: string) => {
    const member = {
      name,
      closed: false,
      onmessage: null as ((event: MessageEvent) => void) | null,
      postMessage(data: unknown) {
        for (const other of members) {
          if (other === member || other.name !== name || other.closed) continue;
          queueMicrotask(() => other.onmessage?.({ data } as MessageEvent));
        }
      },
      close() {
        member.closed = true;
        members.delete(member);
      },
    };
    members.add(member);
    return member as unknown as BroadcastChannel;
  };
}

/** Web Locks: one holder per name, the next waiter gets it when the holder lets go. */
function lockManager(): LockManager {
  const queues = new Map<string, (() => void)[]>();
  const held = new Set<string>();
  const grant = (name: string) => {
    const next = queues.get(name)?.shift();
    if (next) next();
  };
  return {
    request(name: string, options: LockOptions, callback: () => Promise<void>) {
      return new Promise<void>((resolve) => {
        const run = () => {
          held.add(name);
          void Promise.resolve(callback()).finally(() => {
            held.delete(name);
            grant(name);
            resolve();
          });
        };
        options.signal?.addEventListener('abort', () => {
          queues.set(
            name,
            (queues.get(name) ?? []).filter((waiter) => waiter !== run),
          );
        });
        if (held.has(name)) queues.set(name, [...(queues.get(name) ?? []), run]);
        else run();
      });
    },
    query: async () => ({ held: [], pending: [] }),
  } as unknown as LockManager;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('one softphone per agent across tabs', () => {
  it('the first tab registers; the second follows, mirrors the state and its commands reach the leader', async () => {
    const jssip = fakeJsSip();
    const openChannel = channelHub();
    const locks = lockManager();
    const tab = () =>
      createSoftphone({
        accountId: 1,
        settings: {
          serverUrl: 'wss://umbrella.test/gateway/sip',
          extensionId: '1001',
          password: 'x',
          testNumber: '*43',
        },
        deps: {
          jssip: async () => jssip,
          accessToken: async () => 't',
          socketTicket: async () => 'ticket',
          media: fakeMedia(),
          remoteAudio: () => document.createElement('audio'),
        },
        openChannel,
        locks,
      });
    const first: Softphone = tab();
    await settle();
    const second: Softphone = tab();
    await settle();
    expect(first.isLeader()).toBe(true);
    expect(second.isLeader()).toBe(false);
    expect(jssip.uas).toHaveLength(1);

    jssip.last().register();
    await settle();
    expect(second.getState().registration).toBe('Registered');

    second.run({ name: 'call', data: { phone: '****', callId: '5', encryptedPhone: 'lead-5' }, test: false });
    await settle();
    await settle();
    expect(jssip.last().calls.map((c) => c.target)).toEqual(['sip:lead-5@umbrella.test']);
    expect(second.getState().dialer).toBe('DIALING');

    // The leader tab closes: the follower takes the lock and registers in its place.
    first.stop();
    await settle();
    expect(second.isLeader()).toBe(true);
    expect(jssip.uas).toHaveLength(2);
    second.stop();
  });
});
