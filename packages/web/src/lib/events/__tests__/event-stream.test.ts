import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket, openFakeSocket } from '@/testing/fake-socket';
import { createEventStream } from '../event-stream';

afterEach(() => {
  FakeSocket.opened = [];
  vi.useRealTimers();
});

describe('gateway event stream', () => {
  it('connects with the access token, delivers typed events and resumes from the last id after a drop', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const stream = createEventStream('http://localhost:3000', openFakeSocket);
    const builds: number[] = [];
    stream.on('version.available', (payload) => builds.push(payload.build));
    stream.start(async () => 'token-1');
    await vi.waitFor(() => expect(FakeSocket.opened).toHaveLength(1));
    const [first] = FakeSocket.opened;
    if (!first) throw new Error('no socket opened');
    expect(first.url).toBe('ws://localhost:3000/gateway/events?access_token=token-1');
    first.receive({ id: 12, type: 'version.available', payload: { version: '1.0.0', build: 2471 } });
    first.receive({ id: 13, type: 'task.available', payload: {} });
    expect(builds).toEqual([2471]);
    first.onclose?.();
    vi.advanceTimersByTime(1000);
    await vi.waitFor(() => expect(FakeSocket.opened).toHaveLength(2));
    expect(FakeSocket.opened[1]?.url).toContain('lastEventId=13');
    stream.stop();
    expect(FakeSocket.opened[1]?.closed).toBe(true);
  });
});
