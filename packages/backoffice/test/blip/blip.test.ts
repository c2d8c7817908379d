/**
 * "The back-office dies when PostgreSQL blips" (issue 18): a standalone back-office process on
 * its own PostgreSQL server, under traffic (lead claims, order creations with idempotency keys),
 * while the server is stopped for ~5 s and started again. The process must stay up, answer 503 in
 * the house shape while the database is away, serve again within 10 s of its return, keep every
 * acknowledged order exactly once, and keep feeding an event stream opened before the blip.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../scripts/free-port.mjs';
import { type RunningPostgres, startPostgres } from '../../../../scripts/postgres.mjs';
import type { DatabaseHandle } from '../../src/db/database.js';
import type { Database } from '../../src/db/types.js';
import { lastEventId } from '../../src/platform/events/outbox-repo.js';
import { publishEvent } from '../../src/platform/events/publish.js';
import { addressIdOf, createLead, productId } from '../../src/testing/order-fixtures.js';
import type { BackofficeProcess } from './backoffice-process.js';
import { openTestSide, startDemoBackoffice } from './demo-side.js';
import { type EventStreamReader, readEventStream } from './event-stream.js';
import { type Caller, createCaller } from './traffic.js';

const INTERNAL_TOKEN = 'blip-internal-token';
const OUTAGE_MS = 5_000;
const RECOVERY_BUDGET_MS = 10_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let pg: RunningPostgres;
let handle: DatabaseHandle;
let db: Kysely<Database>;
let backoffice: BackofficeProcess;
let agent: Caller;

beforeAll(async () => {
  pg = await startPostgres({ port: Number(process.env.BLIP_PG_PORT) || (await freePort()) });
  backoffice = await startDemoBackoffice(pg.url, INTERNAL_TOKEN);
  // The test's own connection (it survives the blip too) for setting up leads and checking orders.
  const side = await openTestSide(pg.url);
  handle = side.handle;
  db = side.db;
  agent = createCaller(backoffice.url, { authorization: `Bearer ${side.agentToken}` });
}, 180_000);

afterAll(async () => {
  await backoffice?.stop();
  await handle?.close();
  pg?.stop();
});

type Option = { providerId: number; providerName: string; id: number; schedule: Record<string, string[]> };

async function orderTemplate() {
  const surco = await addressIdOf(db, 'PE', 'Santiago de Surco');
  const info = (
    await agent.untilAnswered(`/module/delivery/api/v1/delivery-info/by-address?addressId=${surco}`, { method: 'GET' })
  ).body as { payOnDelivery: Option[] };
  const option = info.payOnDelivery.find((o) => o.providerName === 'Olva Courier');
  if (!option) throw new Error('no Olva Courier option');
  const [date, times] = Object.entries(option.schedule)[0] as [string, string[]];
  const product = await productId(db, 'PE-COLAGENO');
  return (leadId: number) => ({
    leadId,
    fullName: 'Julio Ramos',
    items: [{ id: product, qty: 1 }],
    address: 'Av. Caminos del Inca 1520',
    deposit: false,
    deliveryProviderId: option.providerId,
    addressReferenceId: surco,
    deliveryInfo: {
      preferredDate: date,
      preferredDeliveryTime: times[0],
      addressIdxDeliveryId: option.id,
      latitude: -12.1459,
      longitude: -76.9916,
    },
    smsFeatureFlag: true,
  });
}

type Acknowledged = { key: string; orderId: number };

describe('the back-office survives a PostgreSQL blip', () => {
  it('stays up, answers 503 while the database is away, recovers, loses and doubles nothing', async () => {
    const orderBody = await orderTemplate();
    const orderLeads = await Promise.all(
      Array.from({ length: 80 }, () => createLead(db, { regionId: 'pe-central', sku: 'PE-COLAGENO' })),
    );
    const claimLeads = await Promise.all(
      Array.from({ length: 120 }, () => createLead(db, { regionId: 'pe-central', sku: 'PE-COLAGENO' })),
    );
    expect((await agent.untilAnswered('/module/shifts/api/v1/shifts/start', { method: 'POST' })).status).toBe(200);

    const streamStart = await lastEventId(db);
    const stream: EventStreamReader = await readEventStream(
      `${backoffice.url}/module/events/api/v1/stream?after=${streamStart}`,
      { 'x-internal-token': INTERNAL_TOKEN },
    );

    // Traffic: orders with keys and lead claims, each retried until answered (as the gateway does).
    let running = true;
    const acknowledged: Acknowledged[] = [];
    const usedKeys: string[] = [];
    const refused: string[] = [];
    const orders = (async () => {
      for (const leadId of orderLeads) {
        if (!running) break;
        const key = randomUUID();
        usedKeys.push(key);
        const answer = await agent.untilAnswered('/module/orders/api/v1/orders', {
          method: 'POST',
          headers: { 'idempotency-key': key },
          body: JSON.stringify(orderBody(leadId)),
        });
        if (answer.status === 200)
          acknowledged.push({ key, orderId: (answer.body as { order: { id: number } }).order.id });
        else refused.push(`order ${answer.status} ${JSON.stringify(answer.body)}`);
        await sleep(50);
      }
    })();
    const claims = (async () => {
      for (const leadId of claimLeads) {
        if (!running) break;
        const answer = await agent.untilAnswered('/module/leads/leads/claim-by-id', {
          method: 'POST',
          body: JSON.stringify({ leadId }),
        });
        if (answer.status !== 200) refused.push(`claim ${answer.status} ${JSON.stringify(answer.body)}`);
        await sleep(30);
      }
    })();

    await sleep(2_000);
    const beforeBlip = acknowledged.length;
    // An event committed just before the database goes away must still reach the stream.
    const lastBefore = await publishEvent(db, 'task.available', null, { type: 'BLIP-BEFORE' });

    pg.stopServer();
    const stoppedAt = Date.now();
    await sleep(1_000);
    const whileAway = await fetch(`${backoffice.url}/module/health`);
    expect(whileAway.status).toBe(503);
    expect(await whileAway.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE', message: expect.any(String) });
    await sleep(OUTAGE_MS - (Date.now() - stoppedAt));
    expect(backoffice.exited()).toBeUndefined();

    pg.startServer();
    const backAt = Date.now();
    // Readiness, an order and a claim all succeed again within the budget.
    let readyAt = 0;
    while (!readyAt && Date.now() - backAt < RECOVERY_BUDGET_MS) {
      if ((await fetch(`${backoffice.url}/module/health`)).status === 200) readyAt = Date.now();
      else await sleep(100);
    }
    expect(readyAt, 'readiness within 10 s of the database’s return').toBeGreaterThan(0);
    const successAfter = (path: string) =>
      agent.seen.find((s) => s.path === path && s.at > backAt && s.status === 200)?.at ?? Number.POSITIVE_INFINITY;
    while (
      Date.now() - backAt < RECOVERY_BUDGET_MS &&
      (successAfter('/module/orders/api/v1/orders') === Number.POSITIVE_INFINITY ||
        successAfter('/module/leads/leads/claim-by-id') === Number.POSITIVE_INFINITY)
    ) {
      await sleep(100);
    }
    expect(successAfter('/module/orders/api/v1/orders') - backAt).toBeLessThanOrEqual(RECOVERY_BUDGET_MS);
    expect(successAfter('/module/leads/leads/claim-by-id') - backAt).toBeLessThanOrEqual(RECOVERY_BUDGET_MS);

    await sleep(1_000);
    running = false;
    await Promise.all([orders, claims]);

    // The back-office's own events after the blip reach the stream opened before it.
    const endShift = await agent.untilAnswered('/module/shifts/api/v1/shifts/end', { method: 'POST' });
    expect(endShift.status).toBe(204);
    const lastAfter = await publishEvent(db, 'task.available', null, { type: 'BLIP-AFTER' });
    await stream.waitFor((e) => e.type === 'shift.ended', 10_000);
    await stream.waitFor((e) => e.id === lastAfter, 10_000);
    stream.close();

    expect(backoffice.exited(), backoffice.log().slice(-5_000)).toBeUndefined();
    expect(refused).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(beforeBlip);

    // Every answer was a success, a 409 "in progress" or a 503 in the house shape; never a 500.
    const failures = agent.seen.filter(
      (s) => s.status >= 500 && !(s.status === 503 && s.code === 'DATABASE_UNAVAILABLE'),
    );
    expect(failures).toEqual([]);
    expect(agent.seen.some((s) => s.status === 503)).toBe(true);

    // Every acknowledged order exists exactly once; no key made two orders.
    const rows = await db
      .selectFrom('orders')
      .select(['id', 'idempotency_key'])
      .where('idempotency_key', 'in', usedKeys)
      .execute();
    const byKey = new Map<string, number[]>();
    for (const row of rows)
      byKey.set(String(row.idempotency_key), [...(byKey.get(String(row.idempotency_key)) ?? []), row.id]);
    for (const { key, orderId } of acknowledged) expect(byKey.get(key)).toEqual([orderId]);
    for (const ids of byKey.values()) expect(ids).toHaveLength(1);

    // The stream got every outbox event after its start, in order, once: none lost in the blip.
    // Up to the last event it waited for: background work (the wallboard's push after the shift's
    // end) may publish more after the stream closed.
    const outbox = await db
      .selectFrom('outbox_events')
      .select('id')
      .where('id', '>', streamStart)
      .where('id', '<=', lastAfter)
      .orderBy('id')
      .execute();
    const received = stream.events.map((e) => e.id).filter((id) => id <= lastAfter);
    expect(received).toEqual(outbox.map((r) => Number(r.id)));
    expect(received).toContain(lastBefore);
  });
});
