// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket, openFakeSocket } from '@/testing/fake-socket';
import { createEventStream } from '../event-stream';
import { RECONNECT_CAP_MS, reconnectDelay } from '../reconnect-delay';

afterEach(() => {
  FakeSocket.opened = [];
  vi.useRealTimers();
});

describe('gateway event stream', () => {
  it('connects with a fresh ticket (never the token in the URL), delivers typed events and resumes from the last id after a drop', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const asked: string[] = [];
    const ticketFor = async (url: string, token: string) => {
      asked.push(`${url} ${token}`);
      return `ticket-${asked.length}`;
    };
    const stream = createEventStream('http://localhost:3000', openFakeSocket, ticketFor);
    const builds: number[] = [];
    stream.on('version.available', (payload) => builds.push(payload.build));
    stream.start(async () => 'token-1');
    await vi.waitFor(() => expect(FakeSocket.opened).toHaveLength(1));
    const [first] = FakeSocket.opened;
    if (!first) throw new Error('no socket opened');
    expect(first.url).toBe('ws://localhost:3000/gateway/events?ticket=ticket-1');
    expect(asked).toEqual(['ws://localhost:3000/gateway/events token-1']);
    first.receive({ id: 12, type: 'version.available', payload: { version: '1.0.0', build: 2471 } });
    first.receive({ id: 13, type: 'task.available', payload: {} });
    expect(builds).toEqual([2471]);
    first.onclose?.();
    vi.advanceTimersByTime(1000);
    await vi.waitFor(() => expect(FakeSocket.opened).toHaveLength(2));
    expect(FakeSocket.opened[1]?.url).toBe('ws://localhost:3000/gateway/events?ticket=ticket-2&lastEventId=13');
    stream.stop();
    expect(FakeSocket.opened[1]?.closed).toBe(true);
  });

  it('a refused ticket is tried again later, like a dropped socket', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let refuse = true;
    const stream = createEventStream('http://localhost:3000', openFakeSocket, async () => {
      if (refuse) throw new Error('gateway away');
      return 'ticket-ok';
    });
    stream.start(async () => 'token-1');
    await vi.waitFor(() => expect(vi.getTimerCount()).toBe(1));
    expect(FakeSocket.opened).toHaveLength(0);
    refuse = false;
    vi.advanceTimersByTime(1000);
    await vi.waitFor(() => expect(FakeSocket.opened).toHaveLength(1));
    expect(FakeSocket.opened[0]?.url).toBe('ws://localhost:3000/gateway/events?ticket=ticket-ok');
    stream.stop();
  });

  it('issue 17 reconnects spread out: each wait is drawn from the upper half of a doubling step, never above 5 s', () => {
    const waits = (random: () => number) => [0, 1, 2, 3, 4, 10].map((attempt) => reconnectDelay(attempt, random));
    expect(waits(() => 0)).toEqual([500, 1000, 2000, 2500, 2500, 2500]);
    expect(waits(() => 0.999_999).map(Math.round)).toEqual([1000, 2000, 4000, 5000, 5000, 5000]);
    const firstWaits = new Set(Array.from({ length: 50 }, () => reconnectDelay(0)));
    expect(firstWaits.size).toBeGreaterThan(40);
    expect(Math.max(...Array.from({ length: 200 }, (_, i) => reconnectDelay(i % 12)))).toBeLessThanOrEqual(
      RECONNECT_CAP_MS,
    );
  });
});
