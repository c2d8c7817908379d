import type { DomainEvent } from '@umbrella/contract';
import type { FastifyBaseLogger } from 'fastify';
import { type Dispatcher, request } from 'undici';
import type { EventSource } from './event-source.js';
import { type SseMessage, SseParser } from './sse-parser.js';

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

/** Reads a DomainEvent from an SSE message: the data is the event as JSON. */
function toDomainEvent(message: SseMessage): DomainEvent | undefined {
  const parsed = JSON.parse(message.data) as Partial<DomainEvent>;
  const id = Number(parsed.id ?? message.id);
  const type = parsed.type ?? message.event;
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
        const parser = new SseParser((message) => {
          let event: DomainEvent | undefined;
          try {
            event = toDomainEvent(message);
          } catch (err) {
            options.log.warn({ err, id: message.id }, 'skipping an unreadable event');
          }
          if (!event) return;
          cursor = String(event.id);
          listener(event);
        });
        response.body.setEncoding('utf8');
        for await (const chunk of response.body) {
          parser.push(chunk as string);
          if (parser.lastEventId !== undefined) cursor = parser.lastEventId;
        }
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
