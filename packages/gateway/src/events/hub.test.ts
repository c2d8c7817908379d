/**
 * The hub against the back-office's real event source (its outbox on a test database); the
 * sockets are in-memory stand-ins that record what the browser would receive.
 */
import { EventEmitter } from 'node:events';
import { publishEvent } from '@umbrella/backoffice';
import { buildTestBackoffice, type TestBackoffice } from '@umbrella/backoffice/testing';
import type { Caller, EventSource } from '@umbrella/edge';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { EventHub, type HubMessage } from './hub.js';

class BrowserSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  readonly received: HubMessage[] = [];
  /** Called with each message as it arrives. */
  onMessage: ((message: HubMessage) => void) | null = null;
  send(frame: Buffer) {
    const message = JSON.parse(String(frame)) as HubMessage;
    this.received.push(message);
    this.onMessage?.(message);
  }
  ids() {
    return this.received.filter((m) => m.id > 0).map((m) => m.id);
  }
  ping() {}
  close() {
    this.readyState = 3;
    this.emit('close');
  }
  terminate() {
    this.close();
  }
}

const caller = (accountId: number): Caller =>
  ({ accountId, permissions: [], features: [], regionIds: [], productsIds: [], email: '', expiresAt: 0 }) as never;

/** The source, counting the subscriptions open on it at any moment. */
function counted(source: EventSource) {
  const counts = { open: 0, opened: 0 };
  const wrapped: EventSource = {
    subscribe(afterId, listener) {
      counts.open++;
      counts.opened++;
      const unsubscribe = source.subscribe(afterId, listener);
      return () => {
        counts.open--;
        unsubscribe();
      };
    },
  };
  return { wrapped, counts };
}

async function until(check: () => boolean, what: string, timeoutMs = 5_000) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

let backoffice: TestBackoffice;
let hub: EventHub;

beforeEach(async () => {
  backoffice = await buildTestBackoffice();
});
afterEach(async () => {
  hub?.close();
  await backoffice.close();
});

function startHub(source: EventSource) {
  hub = new EventHub({
    source,
    version: () => ({ version: 'test', build: 1 }) as never,
    log: pino({ level: 'silent' }),
    pingIntervalMs: 60_000,
  });
  hub.start();
}

const broadcast = () => publishEvent(backoffice.db, 'task.available', null, {});

describe('event hub: sockets resuming on a fresh gateway', () => {
  it('issue 17 a storm of sockets resuming from older ids shares a few outbox reads; each gets what it missed, in order, once', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push(await broadcast());
    const { wrapped, counts } = counted(backoffice.backoffice.events);
    startHub(wrapped);
    await until(() => counts.open === 1, 'the live subscription');

    // 60 tabs come back, having last seen one of the six events (the newest is the most common).
    const sockets = Array.from({ length: 60 }, (_, i) => {
      const socket = new BrowserSocket();
      const seen = ids[Math.max(0, ids.length - 1 - (i % 4) * (i % 3))] as number;
      hub.connect(socket as unknown as WebSocket, caller(1), seen);
      return { socket, seen };
    });
    const missed = await broadcast();
    await until(
      () => sockets.every(({ socket }) => socket.ids().includes(missed)),
      'every socket to have the event published while they resumed',
    );
    for (const { socket, seen } of sockets) {
      expect(socket.ids()).toEqual([...ids.filter((id) => id > seen), missed]);
    }
    // Fewer reads than sockets: one per resuming id older than every read already running.
    expect(counts.opened - 1).toBeLessThanOrEqual(new Set(sockets.map((s) => s.seen)).size);
    expect(counts.opened - 1).toBeLessThan(10);

    // Caught up with the live subscription: the shared reads are closed, live events still arrive once.
    await until(() => counts.open === 1, 'the shared reads to close');
    const live = await broadcast();
    await until(() => sockets.every(({ socket }) => socket.ids().includes(live)), 'the next live event');
    for (const { socket, seen } of sockets) {
      expect(socket.ids()).toEqual([...ids.filter((id) => id > seen), missed, live]);
    }
  });

  it('a socket that closes while resuming ends the shared read once nobody is left on it', async () => {
    const first = await broadcast();
    await broadcast();
    const { wrapped, counts } = counted(backoffice.backoffice.events);
    startHub(wrapped);
    await until(() => counts.open === 1, 'the live subscription');
    const a = new BrowserSocket();
    const b = new BrowserSocket();
    hub.connect(a as unknown as WebSocket, caller(1), first);
    hub.connect(b as unknown as WebSocket, caller(1), first);
    expect(counts.open).toBe(2);
    a.close();
    expect(counts.open).toBe(2);
    b.close();
    expect(counts.open).toBe(1);
  });
});

describe('event hub: a live event to thousands of sockets', () => {
  it('is handed out in turns with other work run between them; each socket gets every event once and in order, also one resuming mid-way', async () => {
    startHub(backoffice.backoffice.events);
    const sockets = Array.from({ length: 2500 }, () => new BrowserSocket());
    for (const socket of sockets) hub.connect(socket as unknown as WebSocket, caller(1), null);
    const warm = await broadcast();
    await until(() => sockets.every((socket) => socket.ids().includes(warm)), 'the first event everywhere');

    const last = sockets[2499] as BrowserSocket;
    const resumed = new BrowserSocket();
    let seenFirst = 0;
    let hadItWhenOtherWorkRan = -1;
    (sockets[0] as BrowserSocket).onMessage = (message) => {
      if (seenFirst) return;
      seenFirst = message.id;
      // Work that was waiting for the event loop: it runs before the walk has reached every socket.
      setImmediate(() => {
        hadItWhenOtherWorkRan = sockets.filter((socket) => socket.ids().includes(seenFirst)).length;
        last.close();
        hub.connect(resumed as unknown as WebSocket, caller(1), warm);
      });
    };
    const first = await broadcast();
    const second = await broadcast();
    await until(
      () => resumed.ids().includes(second) && sockets.slice(0, 2499).every((socket) => socket.ids().includes(second)),
      'the two events everywhere',
    );

    expect(seenFirst).toBe(first);
    expect(hadItWhenOtherWorkRan).toBeGreaterThan(0);
    expect(hadItWhenOtherWorkRan).toBeLessThan(sockets.length);
    for (const socket of sockets.slice(0, 2499)) expect(socket.ids()).toEqual([warm, first, second]);
    expect(resumed.ids()).toEqual([first, second]);
    expect(last.ids()).toEqual([warm]);
  });
});
