/**
 * Fault test of issue 6: order creations through the gateway while the connection between the
 * gateway and the back-office is reset at random — before the request reaches the back-office
 * and after the back-office answered (the order exists, the answer is lost). Every creation
 * carries its own Idempotency-Key; the client retries like the web does. Afterwards each key
 * maps to exactly one order: 0 duplicates, 0 lost.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server, Socket } from 'node:net';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRemoteGateway, startUpstreamBackoffice } from './testing/gateway.js';

const CREATIONS = Number(process.env.ORDER_FAULT_CREATIONS ?? 1000);
const WORKERS = 8;
const CLIENT_ATTEMPTS = 8;

/** Deterministic randomness, so that a failing run can be repeated. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x ^= x + Math.imul(x ^ (x >>> 7), 61 | x);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

type ChaosRelay = { url: string; resets: { request: number; answer: number }; close(): Promise<void> };

/** A TCP relay that resets both sides of a connection at random, in either direction. */
async function startChaosRelay(target: URL, seed: number, odds = { request: 0.04, answer: 0.15 }): Promise<ChaosRelay> {
  const random = prng(seed);
  const resets = { request: 0, answer: 0 };
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = new Socket();
    sockets.add(client).add(upstream);
    const reset = (kind: 'request' | 'answer') => {
      resets[kind]++;
      client.resetAndDestroy();
      upstream.resetAndDestroy();
    };
    upstream.connect(Number(target.port), target.hostname);
    client.on('data', (chunk) => {
      if (random() < odds.request) reset('request');
      else upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (random() < odds.answer) reset('answer');
      else client.write(chunk);
    });
    for (const socket of [client, upstream]) {
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
      socket.on('close', () => {
        sockets.delete(socket);
        client.end();
        upstream.end();
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${address.port}`,
    resets,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

type Backoffice = Awaited<ReturnType<typeof startUpstreamBackoffice>>;
let backoffice: Backoffice;
let relay: ChaosRelay;
let gateway: Awaited<ReturnType<typeof startRemoteGateway>>;
let payloadFor: (leadId: number) => Record<string, unknown>;
let leadIds: number[];
let headers: Record<string, string>;

beforeAll(async () => {
  backoffice = await startUpstreamBackoffice();
  relay = await startChaosRelay(new URL(backoffice.url), 20261122);
  gateway = await startRemoteGateway(relay.url, backoffice.tokens.verifyToken, {
    proxyTimeoutMs: 15_000,
    proxyRetries: 10,
    proxyRetryDelayMs: 10,
  });
  headers = { ...(await backoffice.auth('agent', { features: [] })), 'content-type': 'application/json' };
  const db = backoffice.db;
  const product = await db
    .selectFrom('products')
    .select(['id', 'region_id'])
    .where('sku', '=', 'PE-COLAGENO')
    .executeTakeFirstOrThrow();
  const rows = await db
    .insertInto('leads')
    .values(
      Array.from({ length: CREATIONS }, (_, i) => ({
        region_id: 'pe-central',
        product_id: product.id,
        name: `Cliente ${i}`,
        phone: `+5199${String(i).padStart(7, '0')}`,
      })),
    )
    .returning('id')
    .execute();
  leadIds = rows.map((r) => r.id);
  const address = await db
    .selectFrom('addresses')
    .select('id')
    .where('country', '=', 'PE')
    .where('district', '=', 'Miraflores')
    .executeTakeFirstOrThrow();
  const info = (
    await backoffice.app.inject({
      url: `/module/delivery/api/v1/delivery-info/by-address?addressId=${address.id}`,
      headers,
    })
  ).json() as {
    payOnDelivery: { providerName: string; providerId: number; id: number; schedule: Record<string, string[]> }[];
  };
  const olva = info.payOnDelivery.find((o) => o.providerName === 'Olva Courier');
  if (!olva) throw new Error('no Olva option');
  // The last offered date: not today, so no slot expires while the test runs.
  const [date, times] = Object.entries(olva.schedule).at(-1) as [string, string[]];
  payloadFor = (leadId) => ({
    leadId,
    fullName: 'Cliente de prueba',
    items: [{ id: product.id, qty: 1 }],
    address: 'Av. José Larco 812',
    deposit: false,
    deliveryProviderId: olva.providerId,
    addressReferenceId: address.id,
    deliveryInfo: {
      preferredDate: date,
      preferredDeliveryTime: times[0],
      addressIdxDeliveryId: olva.id,
      latitude: -12.1211,
      longitude: -77.0297,
    },
  });
}, 120_000);

afterAll(async () => {
  await gateway?.close();
  await relay?.close();
  await backoffice?.close();
});

/** One creation as the web sends it: one key, retried on 502/504/409 (in flight) with the same key. */
async function createOrder(
  leadId: number,
  key: string,
): Promise<{ status: number; orderId?: number; attempts: number }> {
  const body = JSON.stringify(payloadFor(leadId));
  let status = 0;
  for (let attempt = 1; attempt <= CLIENT_ATTEMPTS; attempt++) {
    try {
      const response = await request(`${gateway.url}/module/orders/api/v1/orders`, {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': key },
        body,
      });
      status = response.statusCode;
      const answer = (await response.body.json()) as { order?: { id: number } };
      if (status === 200) return { status, orderId: answer.order?.id, attempts: attempt };
      if (![409, 502, 504].includes(status)) return { status, attempts: attempt };
    } catch {
      status = -1;
    }
    await new Promise((resolve) => setTimeout(resolve, 25 * attempt));
  }
  return { status, attempts: CLIENT_ATTEMPTS };
}

describe('order creation through the gateway with random upstream resets', () => {
  it(`ONEW-123 ${CREATIONS} keyed creations: 0 duplicates, 0 lost`, async () => {
    const keys = leadIds.map(() => randomUUID());
    const results: { status: number; orderId?: number; attempts: number }[] = new Array(CREATIONS);
    let next = 0;
    await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        while (next < CREATIONS) {
          const i = next++;
          results[i] = await createOrder(leadIds[i] as number, keys[i] as string);
        }
      }),
    );
    const failed = results.filter((r) => r.status !== 200);
    expect(failed).toEqual([]);

    const rows = await backoffice.db
      .selectFrom('orders')
      .select(['id', 'idempotency_key', 'lead_id'])
      .where('idempotency_key', 'in', keys)
      .execute();
    const byKey = new Map<string, number[]>();
    for (const row of rows)
      byKey.set(row.idempotency_key as string, [...(byKey.get(row.idempotency_key as string) ?? []), row.id]);
    const duplicates = [...byKey.values()].filter((ids) => ids.length > 1);
    const lost = keys.filter((key) => !byKey.has(key));
    expect(duplicates).toEqual([]);
    expect(lost).toEqual([]);
    // Every client was answered with the order its key made; one order per lead.
    expect(results.map((r) => r.orderId)).toEqual(keys.map((key) => byKey.get(key)?.[0]));
    expect(new Set(rows.map((r) => r.lead_id)).size).toBe(CREATIONS);
    // The relay did fail requests and answers along the way.
    expect(relay.resets.request).toBeGreaterThan(0);
    expect(relay.resets.answer).toBeGreaterThan(0);
    console.info(
      `order fault test: ${CREATIONS} orders, resets ${JSON.stringify(relay.resets)}, client retries ${results.reduce((n, r) => n + r.attempts - 1, 0)}`,
    );
  }, 600_000);
});
