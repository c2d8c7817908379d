import type { DomainEvent } from '@umbrella/contract';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { FastifyBaseLogger } from 'fastify';
import { type Dispatcher, request } from 'undici';
import type { EventSource } from './event-source.js';

export type SseSourceOptions = {
  /** The back-office's stream, e.g. http://backoffice:3000/module/events/api/v1/stream. */
  url: string;
  internalToken: string | undefined;
  log: FastifyBaseLogger;
  dispatcher?: Dispatcher;
  /** First reconnect delay; doubles up to maxRetryMs. */
  retryMs?: number;
  maxRetryMs?: number;
  /** A stream silent this long is presumed dead and reopened (the upstream sends heartbeats). */
  idleTimeoutMs?: number;
};

/**
 * Reads a DomainEvent from an SSE message: the data is the event as JSON. `lastId` is the
 * stream's last event id, which a message without its own `id:` line inherits.
 */
function toDomainEvent(message: EventSourceMessage, lastId: string | undefined): DomainEvent | undefined {
  const parsed = JSON.parse(message.data) as Partial<DomainEvent>;
  const id = Number(parsed.id ?? message.id ?? lastId);
  const type = parsed.type ?? message.event ?? 'message';
  if (!Number.isInteger(id) || typeof type !== 'string' || type === 'message') return undefined;
  return {
    id,
    type,
    accountId: parsed.accountId ?? null,
    payload: parsed.payload ?? {},
    createdAt: parsed.createdAt ?? new Date().toISOString(),
  } as DomainEvent;
}

/**
 * The remote-mode event source: every subscription is one SSE stream from the back-office,
 * resumed with Last-Event-ID after a loss, so no event is missed while the upstream restarts.
 */
export function createSseEventSource(options: SseSourceOptions): EventSource {
  const retryMs = options.retryMs ?? 1000;
  const maxRetryMs = options.maxRetryMs ?? 10_000;

  return {
    subscribe(afterId, listener) {
      let cursor: string | undefined = afterId === null ? undefined : String(afterId);
      let stopped = false;
      let abort: AbortController | null = null;
      let timer: NodeJS.Timeout | null = null;
      let delay = retryMs;

      const connect = async (): Promise<void> => {
        abort = new AbortController();
        const headers: Record<string, string> = { accept: 'text/event-stream' };
        if (options.internalToken) headers['x-internal-token'] = options.internalToken;
        if (cursor !== undefined) headers['last-event-id'] = cursor;
        const response = await request(options.url, {
          headers,
          signal: abort.signal,
          dispatcher: options.dispatcher,
          bodyTimeout: options.idleTimeoutMs ?? 90_000,
        });
        if (response.statusCode !== 200) {
          await response.body.dump();
          throw new Error(`event stream answered ${response.statusCode}`);
        }
        delay = retryMs;
        // An `id:` line moves the cursor even with no data after it, so a server can hand out its
        // current position at connect time.
        let lastId: string | undefined;
        const parser = createParser({
          onId: (id) => {
            lastId = id;
            cursor = id;
          },
          onEvent: (message) => {
            let event: DomainEvent | undefined;
            try {
              event = toDomainEvent(message, lastId);
            } catch (err) {
              options.log.warn({ err, id: message.id }, 'skipping an unreadable event');
            }
            if (!event) return;
            cursor = String(event.id);
            listener(event);
          },
        });
        // The body comes as bytes; a streaming decoder keeps a character split between two chunks whole.
        const decoder = new TextDecoder();
        for await (const chunk of response.body) parser.feed(decoder.decode(chunk as Uint8Array, { stream: true }));
      };

      const run = (): void => {
        connect()
          .catch((err: Error) => {
            if (!stopped) options.log.warn({ err, url: options.url }, 'event stream lost; reconnecting');
          })
          .finally(() => {
            if (stopped) return;
            timer = setTimeout(run, delay);
            timer.unref();
            delay = Math.min(delay * 2, maxRetryMs);
          });
      };
      run();

      return () => {
        stopped = true;
        if (timer) clearTimeout(timer);
        abort?.abort();
      };
    },
  };
}
