/**
 * "A PostgreSQL that hangs instead of refusing" (issue 17, decision 1744): the network between the
 * back-office and PostgreSQL drops (tcp-proxy.ts: packets vanish, no connection is closed) under
 * sixteen callers. No request may hang: each answers 503 in the house shape within the query
 * timeout plus the connect timeout, and readiness (/module/health) within 3 s, as an
 * orchestrator's probe waits (decision 1762); the log holds the outage and its end, once each and
 * without a stack (decision 1763). Once the network is back, with every connection open during
 * the drop still dead, the back-office serves again by itself, writes included, and its LISTEN
 * connection (dead too, and silent) is replaced: events committed elsewhere reach its stream at
 * once again, not at the next 5 s poll.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../scripts/free-port.mjs';
import { type RunningPostgres, startPostgres } from '../../../../scripts/postgres.mjs';
import { CONNECT_TIMEOUT_MS, type DatabaseHandle } from '../../src/db/database.js';
import { OUTAGE_ENDED, OUTAGE_STARTED } from '../../src/db/outage-log.js';
import type { Database } from '../../src/db/types.js';
import { lastEventId } from '../../src/platform/events/outbox-repo.js';
import { publishEvent } from '../../src/platform/events/publish.js';
import type { BackofficeProcess } from './backoffice-process.js';
import { openTestSide, startDemoBackoffice } from './demo-side.js';
import { readEventStream } from './event-stream.js';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.js';

const INTERNAL_TOKEN = 'network-drop-internal-token';
const QUERY_TIMEOUT_S = 2;
const DROP_MS = 8_000;
const RECOVERY_BUDGET_MS = 10_000;
const CALLERS = 16;
/** What an orchestrator's readiness probe commonly waits for an answer. */
const READINESS_WITHIN_MS = 3_000;
/** The LISTEN heartbeat's period (platform/events/notifier.ts) plus its query timeout and a reconnect. */
const LISTEN_BACK_MS = 10_000 + QUERY_TIMEOUT_S * 1000 + CONNECT_TIMEOUT_MS + 1_000;
/** An event reaches the stream this soon through NOTIFY; by the 5 s poll alone some would not. */
const NOTIFIED_WITHIN_MS = 1_500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Answer = { path: string; startedAt: number; ms: number; status: number; code?: string };

let pg: RunningPostgres;
let proxy: TcpProxy;
let handle: DatabaseHandle;
let db: Kysely<Database>;
let backoffice: BackofficeProcess;
let token: string;

beforeAll(async () => {
  pg = await startPostgres({ port: await freePort() });
  proxy = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(pg.url).port) });
  backoffice = await startDemoBackoffice(proxy.url(pg.url), INTERNAL_TOKEN, {
    DATABASE_QUERY_TIMEOUT_SECONDS: String(QUERY_TIMEOUT_S),
  });
  // The test's own connection goes straight to PostgreSQL, not through the proxy.
  const side = await openTestSide(pg.url);
  handle = side.handle;
  db = side.db;
  token = side.agentToken;
}, 180_000);

afterAll(async () => {
  await backoffice?.stop();
  await handle?.close();
  await proxy?.close();
  pg?.stop();
});

async function ask(path: string, init: RequestInit = {}): Promise<Answer> {
  const startedAt = Date.now();
  try {
    // Far beyond any bound the test asserts: a request still unanswered then counts as hung.
    const response = await fetch(`${backoffice.url}${path}`, { ...init, signal: AbortSignal.timeout(30_000) });
    const body = (await response.json().catch(() => ({}))) as { code?: string };
    return { path, startedAt, ms: Date.now() - startedAt, status: response.status, code: body.code };
  } catch {
    return { path, startedAt, ms: Date.now() - startedAt, status: 0 };
  }
}

describe('the back-office when the network to PostgreSQL drops', () => {
  it('issue 17: no request hangs (503 within the query and connect timeouts); it serves again by itself once the network is back, and events come through NOTIFY again', async () => {
    const streamStart = await lastEventId(db);
    const stream = await readEventStream(`${backoffice.url}/module/events/api/v1/stream?after=${streamStart}`, {
      'x-internal-token': INTERNAL_TOKEN,
    });
    const answers: Answer[] = [];
    let running = true;
    // Half ask for readiness, half for the caller's own account: a query like any other route's.
    const callers = Array.from({ length: CALLERS }, async (_, i) => {
      while (running) {
        answers.push(
          i % 2 === 0
            ? await ask('/module/health')
            : await ask('/module/account/api/v1/me', { headers: { authorization: `Bearer ${token}` } }),
        );
        await sleep(50);
      }
    });

    await sleep(2_000);
    expect(answers.length).toBeGreaterThan(CALLERS);
    expect(answers.every((a) => a.status === 200)).toBe(true);

    proxy.drop();
    const droppedAt = Date.now();
    await sleep(DROP_MS);
    proxy.restore();
    const restoredAt = Date.now();

    let servedAt = 0;
    while (!servedAt && Date.now() - restoredAt < RECOVERY_BUDGET_MS + 30_000) {
      const answer = await ask('/module/health');
      if (answer.status === 200) servedAt = Date.now();
      else await sleep(100);
    }
    const write = await ask('/module/shifts/api/v1/shifts/start', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    running = false;
    await Promise.all(callers);

    // Answered while the network was gone (a request asked then may also be answered after).
    const during = answers.filter((a) => a.startedAt >= droppedAt && a.startedAt + a.ms < restoredAt);
    const slowest = Math.max(...answers.map((a) => a.ms));
    const slowestReadiness = Math.max(...answers.filter((a) => a.path === '/module/health').map((a) => a.ms));
    console.log(
      `network drop of ${DROP_MS / 1000} s under ${CALLERS} callers: ${during.length} answers while it lasted ` +
        `(${during.filter((a) => a.status === 503).length} × 503), slowest answer ${slowest} ms ` +
        `(readiness ${slowestReadiness} ms); ` +
        `served again ${servedAt ? servedAt - restoredAt : '—'} ms after the network was back`,
    );
    expect(backoffice.exited(), backoffice.log().slice(-5_000)).toBeUndefined();
    // The outage is logged once and its end once, one line each, not a stack a second (decision 1763).
    const log = backoffice.log().split('\n');
    const outages = log.filter((line) => line.includes(OUTAGE_STARTED)).length;
    expect(outages).toBeGreaterThanOrEqual(1);
    expect(outages).toBeLessThanOrEqual(2);
    // Its end is logged once the next query through succeeds, which a second outage's may not
    // have reached by the time the log is read.
    const ended = log.filter((line) => line.includes(OUTAGE_ENDED)).length;
    expect(ended).toBeGreaterThanOrEqual(1);
    expect(ended).toBeLessThanOrEqual(outages);
    expect(log.filter((line) => line.includes('"stack"'))).toEqual([]);
    // While the network is gone every answer is the house 503; no request waits past both timeouts.
    const house503 = (a: Answer) => a.status === 503 && a.code === 'DATABASE_UNAVAILABLE';
    expect(during.length).toBeGreaterThan(0);
    expect(during.filter((a) => !house503(a))).toEqual([]);
    expect(answers.filter((a) => a.status !== 200 && !house503(a))).toEqual([]);
    expect(slowest).toBeLessThanOrEqual(QUERY_TIMEOUT_S * 1000 + CONNECT_TIMEOUT_MS + 1_000);
    expect(slowestReadiness).toBeLessThanOrEqual(READINESS_WITHIN_MS);
    // Every connection open during the drop is still dead, yet it serves again, writes included.
    expect(servedAt, 'served again after the network came back').toBeGreaterThan(0);
    expect(servedAt - restoredAt).toBeLessThanOrEqual(RECOVERY_BUDGET_MS);
    expect(write.status).toBe(200);

    // Events committed by another connection, a second apart, each reach the stream through NOTIFY.
    await sleep(Math.max(0, droppedAt + LISTEN_BACK_MS - Date.now()));
    const lags: number[] = [];
    for (let i = 0; i < 5; i++) {
      const publishedAt = Date.now();
      const id = await publishEvent(db, 'task.available', null, { type: `AFTER-DROP-${i}` });
      await stream.waitFor((e) => e.id === id, 10_000);
      lags.push(Date.now() - publishedAt);
      await sleep(1_000);
    }
    stream.close();
    console.log(`events after the drop reached the stream in ${lags.join(', ')} ms`);
    expect(lags.filter((lag) => lag > NOTIFIED_WITHIN_MS)).toEqual([]);
    // None was lost on the way: the stream holds every outbox event after its start, in order.
    const outbox = await db
      .selectFrom('outbox_events')
      .select('id')
      .where('id', '>', streamStart)
      .orderBy('id')
      .execute();
    expect(stream.events.map((e) => e.id)).toEqual(outbox.map((r) => Number(r.id)));
  });
});
