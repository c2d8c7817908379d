/**
 * Fault injection of issue 17: the gateway (remote mode, real sockets on 127.0.0.1) in front of a
 * fake back-office this file controls — killed and started again under traffic, slower than the
 * gateway's budget, answering garbage. Every client gets a clear answer within the budget: the
 * upstream's own, or 502/504 in the house error shape. Writes are counted at the upstream: a keyed
 * POST (Idempotency-Key) is applied once whatever was retried, a bare POST is never sent twice.
 *
 * The fake applies keyed writes the way the back-office does (decision 0301): a repeated key
 * replays the first result. What the gateway owns — what it resends, what it answers, and when —
 * is read from what the fake received.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { createTestTokens, testConfig } from '@umbrella/backoffice/testing';
import { request } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { startRemoteGateway } from './testing/gateway.js';
import { tcpUpstream } from './testing/upstreams.js';

const tokens = await createTestTokens(testConfig());
const authorization = `Bearer ${await tokens.sign({ accountId: 1 })}`;
const ORDERS = '/module/orders/api/v1/orders';

type Received = { method: string; url: string; key: string | undefined; body: string };

/**
 * An HTTP back-office stand-in: answers after `delayMs`, applies POSTs (keyed ones once per key,
 * like the real one), and can be killed — every socket destroyed, nothing listening — and started
 * again on the same port. Its "database" (`applied`) survives the kill.
 */
async function startFakeBackoffice(options: { delayMs?: (received: Received) => number } = {}) {
  const received: Received[] = [];
  const applied = new Map<string, { id: number }>();
  let nextId = 1;
  let server: Server | undefined;
  const sockets = new Set<Socket>();

  function handle(req: IncomingMessage, res: ServerResponse) {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      const key = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : undefined;
      const entry: Received = { method: req.method ?? '', url: req.url ?? '', key, body };
      received.push(entry);
      setTimeout(() => {
        let answer: object = { ok: true };
        if (entry.method === 'POST') {
          const id = key ?? `bare:${body}`;
          const existing = applied.get(id);
          if (existing) answer = existing;
          else {
            answer = { id: nextId++ };
            applied.set(id, answer as { id: number });
          }
        }
        if (res.destroyed) return;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer));
      }, options.delayMs?.(entry) ?? 0);
    });
  }

  async function listen(port = 0): Promise<number> {
    server = createServer(handle);
    server.on('connection', (socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', resolve));
    return (server.address() as { port: number }).port;
  }

  const port = await listen();
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    applied,
    /** Like `kill -9`: open connections reset, the port refuses until `start`. */
    kill: async () => {
      const closing = server;
      server = undefined;
      for (const socket of sockets) socket.resetAndDestroy();
      await new Promise<void>((resolve) => (closing ? closing.close(() => resolve()) : resolve()));
    },
    start: () => listen(port),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    },
  };
}

type Answer = { status: number; body: unknown; ms: number };

async function send(
  gatewayUrl: string,
  method: 'GET' | 'POST',
  path: string,
  extra: { key?: string; body?: string } = {},
): Promise<Answer> {
  const started = performance.now();
  const response = await request(`${gatewayUrl}${path}`, {
    method,
    headers: {
      authorization,
      ...(extra.key ? { 'idempotency-key': extra.key } : {}),
      ...(extra.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: extra.body,
  });
  const text = await response.body.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Relayed as it came.
  }
  return { status: response.statusCode, body, ms: performance.now() - started };
}

const HOUSE_ERRORS = {
  502: { message: expect.any(String), code: 'UPSTREAM_UNAVAILABLE' },
  504: { message: expect.any(String), code: 'UPSTREAM_TIMEOUT' },
};

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function gatewayInFront(upstreamUrl: string, overrides: Parameters<typeof startRemoteGateway>[2] = {}) {
  const gateway = await startRemoteGateway(upstreamUrl, tokens.verifyToken, overrides);
  cleanups.push(() => gateway.close());
  return gateway;
}

describe('issue 17 fault injection (remote mode, a fake back-office on 127.0.0.1)', () => {
  it('issue 17 fault: back-office killed mid-traffic and started again — reads and keyed writes succeed within the budget, each key applied once; bare POSTs never resent', async () => {
    const upstream = await startFakeBackoffice({ delayMs: () => 20 });
    cleanups.push(upstream.close);
    const BUDGET = 4000;
    const gateway = await gatewayInFront(upstream.url, { proxyTimeoutMs: BUDGET, proxyRetryDelayMs: 100 });

    const KINDS = ['read', 'keyed', 'bare'] as const;
    type Sent = { kind: (typeof KINDS)[number]; key?: string; body?: string; answer: Answer };
    const sent: Sent[] = [];
    let running = true;
    const clients = Array.from({ length: 6 }, async (_, worker) => {
      for (let i = 0; running; i++) {
        const kind = KINDS[(worker + i) % KINDS.length] ?? 'read';
        const body = `"${worker}-${i}"`;
        if (kind === 'read') sent.push({ kind, answer: await send(gateway.url, 'GET', `${ORDERS}/${i + 1}`) });
        else if (kind === 'bare') sent.push({ kind, body, answer: await send(gateway.url, 'POST', ORDERS, { body }) });
        else {
          const key = randomUUID();
          sent.push({ kind, key, answer: await send(gateway.url, 'POST', ORDERS, { key, body }) });
        }
      }
    });

    await new Promise((resolve) => setTimeout(resolve, 300));
    await upstream.kill();
    await new Promise((resolve) => setTimeout(resolve, 700));
    await upstream.start();
    await new Promise((resolve) => setTimeout(resolve, 300));
    running = false;
    await Promise.all(clients);

    // The outage was felt: requests waited through it (retried until the back-office was back).
    expect(sent.filter((s) => s.answer.ms > 500).length).toBeGreaterThan(0);
    // Nothing hangs: every answer within the budget (plus undici's timer granularity).
    for (const { answer } of sent) expect(answer.ms).toBeLessThan(BUDGET + 1000);
    // Reads and keyed writes are retried through the outage and all succeed.
    expect(sent.filter((s) => s.kind !== 'bare' && s.answer.status !== 200)).toEqual([]);
    // A bare POST caught by the outage fails cleanly in the house shape (it is never resent).
    for (const { answer } of sent.filter((s) => s.kind === 'bare' && s.answer.status !== 200)) {
      expect(answer.status).toBe(502);
      expect(answer.body).toEqual(HOUSE_ERRORS[502]);
    }

    // At the upstream: each keyed creation applied once, and its client got that creation's id
    // (a retry after a lost answer was replayed, not applied again)…
    const keyed = sent.filter((s) => s.kind === 'keyed');
    expect(keyed.length).toBeGreaterThan(5);
    for (const { key, answer } of keyed) expect(answer.body).toEqual(upstream.applied.get(key as string));
    const ids = keyed.map((s) => (s.answer.body as { id: number }).id);
    expect(new Set(ids).size).toBe(ids.length);
    // …and no bare POST reached it twice.
    for (const { body } of sent.filter((s) => s.kind === 'bare')) {
      const copies = upstream.received.filter((r) => r.method === 'POST' && r.key === undefined && r.body === body);
      expect(copies.length).toBeLessThanOrEqual(1);
    }
  }, 30_000);

  it('issue 17 fault: back-office slower than the budget — 504 UPSTREAM_TIMEOUT at the budget, a keyed POST sent once and applied once', async () => {
    const upstream = await startFakeBackoffice({ delayMs: () => 2500 });
    cleanups.push(upstream.close);
    const BUDGET = 800;
    const gateway = await gatewayInFront(upstream.url, { proxyTimeoutMs: BUDGET, proxyRetryDelayMs: 50 });
    const key = randomUUID();
    const [write, read] = await Promise.all([
      send(gateway.url, 'POST', ORDERS, { key, body: '"slow"' }),
      send(gateway.url, 'GET', `${ORDERS}/1`),
    ]);
    for (const answer of [write, read]) {
      expect(answer.status).toBe(504);
      expect(answer.body).toEqual(HOUSE_ERRORS[504]);
      // At the budget, not at the back-office's pace (2.5 s). undici's timers tick about every
      // 0.5 s and start from the last tick, so the 504 may come up to half a second early.
      expect(answer.ms).toBeGreaterThanOrEqual(BUDGET - 500);
      expect(answer.ms).toBeLessThan(BUDGET + 1000);
    }
    // A timeout is not retried: the write may be under way, the client decides (with the same key).
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(upstream.received.filter((r) => r.key === key)).toHaveLength(1);
    expect(upstream.received.filter((r) => r.method === 'GET')).toHaveLength(1);
    expect(upstream.applied.size).toBe(1);
    // The web client's retry with the same key gets the creation replayed, not a second one.
    const again = await send(gateway.url, 'POST', ORDERS, { key, body: '"slow"' });
    expect(again.status).toBe(504);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(upstream.applied.size).toBe(1);
  }, 30_000);

  /** A TCP peer answering every connection with `reply`; counts the requests it got, by key. */
  async function garbageUpstream(reply: (socket: Socket) => void) {
    const requests: string[] = [];
    const upstream = await tcpUpstream((socket, first) => {
      requests.push(first.toString('latin1'));
      reply(socket);
    });
    cleanups.push(upstream.close);
    return { url: upstream.url, keyed: (key: string) => requests.filter((r) => r.includes(key)).length };
  }

  it('issue 17 fault: answers that are not HTTP — 502 UPSTREAM_UNAVAILABLE at once, a keyed POST not resent', async () => {
    const upstream = await garbageUpstream((socket) => socket.end('\x00\x17garbage, not HTTP\r\n\r\n'));
    const gateway = await gatewayInFront(upstream.url, { proxyTimeoutMs: 3000, proxyRetryDelayMs: 50 });
    const key = randomUUID();
    const answer = await send(gateway.url, 'POST', ORDERS, { key, body: '"x"' });
    expect(answer.status).toBe(502);
    expect(answer.body).toEqual(HOUSE_ERRORS[502]);
    expect(answer.ms).toBeLessThan(1000);
    expect(upstream.keyed(key)).toBe(1);
  });

  it('issue 17 fault: a small answer cut short — 502 UPSTREAM_UNAVAILABLE, never a short body passed as whole, not resent', async () => {
    const upstream = await garbageUpstream((socket) => {
      socket.write('HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{"id": 1, "na');
      setTimeout(() => socket.destroy(), 50);
    });
    const gateway = await gatewayInFront(upstream.url, { proxyTimeoutMs: 3000, proxyRetryDelayMs: 50 });
    const key = randomUUID();
    // An answer of at most 64 KiB is read whole before its head is relayed (decision 1876), so the
    // gateway can still say that no answer came; the client retries with its key and gets it replayed.
    const answer = await send(gateway.url, 'POST', ORDERS, { key, body: '"x"' });
    expect(answer.status).toBe(502);
    expect(answer.body).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
    expect(answer.ms).toBeLessThan(3000);
    expect(upstream.keyed(key)).toBe(1);
  });

  it('issue 17 fault: a large answer cut short — the client sees it break off, never a short body passed as whole', async () => {
    const upstream = await garbageUpstream((socket) => {
      socket.write(
        `HTTP/1.1 200 OK\r\ncontent-type: text/csv\r\ncontent-length: 200000\r\n\r\n${'a;b\n'.repeat(1000)}`,
      );
      setTimeout(() => socket.destroy(), 50);
    });
    const gateway = await gatewayInFront(upstream.url, { proxyTimeoutMs: 3000, proxyRetryDelayMs: 50 });
    const key = randomUUID();
    const started = performance.now();
    // A larger answer is streamed: its head (200, length 200 000) was relayed before the break, so
    // the only honest thing left is to break the client's answer off too.
    const response = await request(`${gateway.url}${ORDERS}`, {
      method: 'POST',
      headers: { authorization, 'idempotency-key': key, 'content-type': 'application/json' },
      body: '"x"',
    });
    expect(response.statusCode).toBe(200);
    await expect(response.body.text()).rejects.toThrow(/other side closed|terminated|aborted/i);
    expect(performance.now() - started).toBeLessThan(3000);
    expect(upstream.keyed(key)).toBe(1);
  });

  it('issue 17 fault: invalid JSON with 200 — relayed as the back-office sent it, at once, a keyed POST not resent (decision 1728)', async () => {
    const garbled = '{"id": 7, "name": "Ana'; // cut off, but whole by its length
    const upstream = await garbageUpstream((socket) =>
      socket.end(
        `HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: ${garbled.length}\r\nconnection: close\r\n\r\n${garbled}`,
      ),
    );
    const gateway = await gatewayInFront(upstream.url, { proxyTimeoutMs: 3000, proxyRetryDelayMs: 50 });
    const key = randomUUID();
    const answer = await send(gateway.url, 'POST', ORDERS, { key, body: '"x"' });
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(garbled);
    expect(answer.ms).toBeLessThan(1000);
    expect(upstream.keyed(key)).toBe(1);
  });
});
