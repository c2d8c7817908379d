/**
 * Wakes the event source when another transaction (in this process or another instance)
 * commits an event: LISTEN on the outbox channel, on PGlite through its own listen API and on
 * PostgreSQL through one dedicated connection that reconnects after a loss.
 */
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { DatabaseHandle } from '../../db/database.js';
import { EVENTS_CHANNEL } from './publish.js';

export type Listening = { close(): Promise<void> };

export async function listenForEvents(
  handle: DatabaseHandle,
  onNotify: () => void,
  logger: FastifyBaseLogger,
): Promise<Listening> {
  if (handle.pglite) {
    const unlisten = await handle.pglite.listen(EVENTS_CHANNEL, () => setImmediate(onNotify));
    return {
      close: async () => {
        if (!handle.pglite?.closed) await unlisten();
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

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', () => onNotify());
    next.on('error', (err) => {
      logger.warn({ err }, 'event LISTEN connection failed; reconnecting');
      scheduleReconnect();
    });
    next.on('end', () => scheduleReconnect());
    await next.connect();
    await next.query(`LISTEN ${EVENTS_CHANNEL}`);
    client = next;
    // Whatever was committed while we were not listening is read now.
    onNotify();
  };
  const scheduleReconnect = () => {
    if (stopped || retry) return;
    client = undefined;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((err) => {
        logger.warn({ err }, 'event LISTEN reconnect failed');
        scheduleReconnect();
      });
    }, 1_000);
    retry.unref();
  };

  await connect();
  return {
    close: async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
