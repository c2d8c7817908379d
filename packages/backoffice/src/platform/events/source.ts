/**
 * The event source: each subscriber gets every outbox event after its cursor, strictly in id
 * order, read from the table (never from memory), so a subscriber can resume after any id it saw.
 * It reads when woken (a NOTIFY after a commit) and, as a safety net, on a slow poll.
 */
import type { DomainEvent } from '@umbrella/contract';
import type { EventSource } from '@umbrella/edge';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { lastEventId, readEventsAfter } from './outbox-repo.js';

export type { EventSource };

export type PollingEventSource = EventSource & {
  /** Makes every subscriber read the table now (called on NOTIFY). */
  wake(): void;
  close(): void;
};

type Subscription = {
  cursor: number | null;
  listener: (e: DomainEvent) => void;
  reading: boolean;
  again: boolean;
  closed: boolean;
};

const BATCH = 500;

export function createEventSource(
  db: Kysely<Database>,
  options: { logger: FastifyBaseLogger; pollMs?: number },
): PollingEventSource {
  const subscriptions = new Set<Subscription>();
  let closed = false;

  async function read(sub: Subscription): Promise<void> {
    if (sub.reading) {
      sub.again = true;
      return;
    }
    sub.reading = true;
    try {
      do {
        sub.again = false;
        if (sub.cursor === null) sub.cursor = await lastEventId(db);
        for (;;) {
          const events = await readEventsAfter(db, sub.cursor, BATCH);
          for (const event of events) {
            if (sub.closed) return;
            sub.cursor = event.id;
            try {
              sub.listener(event);
            } catch (err) {
              options.logger.error({ err, eventId: event.id }, 'event listener failed');
            }
          }
          if (events.length < BATCH) break;
        }
      } while (sub.again && !sub.closed);
    } catch (err) {
      if (!closed) options.logger.warn({ err }, 'reading the outbox failed; retrying on the next wake');
    } finally {
      sub.reading = false;
    }
  }

  const wake = () => {
    for (const sub of subscriptions) void read(sub);
  };
  const timer = setInterval(wake, options.pollMs ?? 5_000);
  timer.unref();

  return {
    subscribe(afterId, listener) {
      const sub: Subscription = { cursor: afterId, listener, reading: false, again: false, closed: false };
      subscriptions.add(sub);
      void read(sub);
      return () => {
        sub.closed = true;
        subscriptions.delete(sub);
      };
    },
    wake,
    close() {
      closed = true;
      clearInterval(timer);
      for (const sub of subscriptions) sub.closed = true;
      subscriptions.clear();
    },
  };
}
