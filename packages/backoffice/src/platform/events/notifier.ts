/**
 * Wakes the event source when another transaction (in this process or another instance)
 * commits an event: LISTEN on the outbox channel, on PGlite through the database handle and on
 * PostgreSQL through one dedicated connection that reconnects after a loss. A connection that
 * only listens hears nothing when the network to the server drops, so it asks `select 1` every
 * 10 s and counts an unanswered one as lost (decision 1744). The same session holds the session
 * locks (session-lock.ts: this process's liveness, the deployment's leadership), each tried again at
 * every heartbeat until it is this session's, and hears the stale-answer notices of every instance
 * (platform/stale-answers.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { CONNECT_TIMEOUT_MS, type DatabaseHandle, QUERY_TIMEOUT_MS } from '../../db/database.js';
import type { SessionLock } from '../session-lock.js';
import { STALE_CHANNEL, staleAnswersOf } from '../stale-answers.js';
import { EVENTS_CHANNEL } from './publish.js';

const RECONNECT_MS = 1_000;
const HEARTBEAT_MS = 10_000;

export type Listening = { close(): Promise<void> };

export async function listenForEvents(
  handle: DatabaseHandle,
  onNotify: () => void,
  logger: FastifyBaseLogger,
  locks: readonly SessionLock[] = [],
  heartbeatMs = HEARTBEAT_MS,
): Promise<Listening> {
  const stale = staleAnswersOf(handle.db);
  if (handle.pglite) {
    // PGlite is one session, and every statement reaches it through the one node-postgres
    // connection (db/database.ts): LISTEN goes that way too, so it can never fall between the
    // messages of another statement as PGlite's own listen() could. PGlite hands every
    // notification its session receives to onNotification.
    const pglite = handle.pglite;
    const stopHearing = pglite.onNotification((channel, payload) => {
      if (channel === EVENTS_CHANNEL) setImmediate(onNotify);
      else if (channel === STALE_CHANNEL) stale.heard(payload);
    });
    await sql`listen ${sql.id(EVENTS_CHANNEL)}`.execute(handle.db);
    await sql`listen ${sql.id(STALE_CHANNEL)}`.execute(handle.db);
    stale.connected();
    return {
      close: async () => {
        stale.lost();
        stopHearing();
        if (!pglite.closed) await sql`unlisten *`.execute(handle.db).catch(() => {});
      },
    };
  }
  const connectionString = handle.connectionString;
  if (!connectionString) {
    logger.warn('no connection string for LISTEN; events are picked up by polling only');
    return { close: async () => {} };
  }
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  /** The current connection's `select 1` (or its locks' tries) every heartbeatMs. */
  let heartbeat: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({
      connectionString,
      keepAlive: true,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      query_timeout: handle.queryTimeoutMs ?? QUERY_TIMEOUT_MS,
    });
    let lost = false;
    // A dead socket reports 'error' and then 'end' (pg may repeat either): act once, and only
    // for the current connection, never for one that an earlier attempt left behind.
    const onLost = (err?: Error) => {
      if (lost) return;
      lost = true;
      if (client === next) {
        client = undefined;
        clearInterval(heartbeat);
        stale.lost();
        for (const lock of locks) lock.lost();
      }
      if (!stopped) logger.warn({ err }, 'event LISTEN connection lost; reconnecting');
      next.end().catch(() => {});
      scheduleReconnect();
    };
    next.on('notification', (message) => {
      if (message.channel === STALE_CHANNEL) stale.heard(message.payload ?? '');
      else onNotify();
    });
    next.on('error', onLost);
    next.on('end', () => onLost());
    try {
      await next.connect();
      await next.query(`LISTEN ${EVENTS_CHANNEL}`);
      await next.query(`LISTEN ${STALE_CHANNEL}`);
    } catch (err) {
      lost = true;
      next.end().catch(() => {});
      throw err;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    stale.connected();
    const query = (text: string, values: unknown[]) => next.query(text, values);
    // After a silent network loss the server may still hold the old session's lock for a while,
    // and another instance may lead: try again at each heartbeat until it is ours, never wait.
    const beat = async () => {
      const missing = locks.filter((lock) => !lock.held());
      if (!missing.length) await next.query('select 1');
      for (const lock of missing) await lock.tryHold(query);
    };
    await beat().catch(onLost);
    heartbeat = setInterval(() => beat().catch(onLost), heartbeatMs);
    heartbeat.unref();
    // Whatever was committed while we were not listening is read now.
    onNotify();
  };
  const scheduleReconnect = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((err) => {
        logger.warn({ err }, 'event LISTEN reconnect failed; trying again in 1 s');
        scheduleReconnect();
      });
    }, RECONNECT_MS);
    retry.unref();
  };

  await connect();
  return {
    close: async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      clearInterval(heartbeat);
      stale.lost();
      for (const lock of locks) lock.lost();
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
