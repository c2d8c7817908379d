import type { EventMap, EventType } from '@umbrella/contract';
import { createSocketTicket } from '@/lib/socket-ticket';
import { reconnectDelay } from './reconnect-delay';

/**
 * The gateway's push channel (/gateway/events). One socket per signed-in tab; it resumes from
 * the last event id after a drop and backs off with jitter up to 5 s. Polling stays the fallback, a
 * push only short-cuts the wait (DESIGN, Events). Each connect asks a single-use ticket with the
 * access token first, so the token is never in the socket's URL (decision 1796).
 */
export type PushedEvent<T extends EventType = EventType> = { id: number; type: T; payload: EventMap[T] };
type Handler<T extends EventType> = (payload: EventMap[T], event: PushedEvent<T>) => void;

export type EventStream = {
  start(getToken: () => Promise<string>): void;
  stop(): void;
  on<T extends EventType>(type: T, handler: Handler<T>): () => void;
  /** Delivers an event as if pushed (used by tests and by a future in-tab broadcast). */
  dispatch(event: PushedEvent): void;
};

type SocketFactory = (url: string) => WebSocket;

export function createEventStream(
  origin: string,
  openSocket: SocketFactory = (url) => new WebSocket(url),
  // The default asks through the API client, which carries the session's token itself; the token
  // read first only tells a signed-out tab, which does not connect.
  ticketFor: (socketUrl: string, token: string) => Promise<string> = createSocketTicket,
): EventStream {
  const handlers = new Map<EventType, Set<(payload: never, event: never) => void>>();
  let socket: WebSocket | undefined;
  let lastEventId = 0;
  let running = false;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const dispatch = (event: PushedEvent) => {
    if (event.id > lastEventId) lastEventId = event.id;
    for (const handler of handlers.get(event.type) ?? []) {
      (handler as Handler<EventType>)(event.payload, event);
    }
  };

  const connect = async (getToken: () => Promise<string>) => {
    if (!running) return;
    let token: string;
    try {
      token = await getToken();
    } catch {
      return; // Signed out or token gone: the session's own error handling takes over.
    }
    const url = new URL('/gateway/events', origin.replace(/^http/, 'ws'));
    let ticket: string;
    try {
      ticket = await ticketFor(url.toString(), token);
    } catch {
      // The gateway is away or refused: try again as after a dropped socket.
      if (running) retryTimer = setTimeout(() => void connect(getToken), reconnectDelay(attempt++));
      return;
    }
    if (!running) return;
    url.searchParams.set('ticket', ticket);
    if (lastEventId) url.searchParams.set('lastEventId', String(lastEventId));
    const ws = openSocket(url.toString());
    socket = ws;
    ws.onopen = () => {
      attempt = 0;
    };
    ws.onmessage = (message) => {
      const event = parseEvent(message.data);
      if (event) dispatch(event);
    };
    ws.onclose = () => {
      if (socket !== ws || !running) return;
      retryTimer = setTimeout(() => void connect(getToken), reconnectDelay(attempt++));
    };
  };

  return {
    start(getToken) {
      if (running) return;
      running = true;
      void connect(getToken);
    },
    stop() {
      running = false;
      clearTimeout(retryTimer);
      socket?.close();
      socket = undefined;
      lastEventId = 0;
    },
    on(type, handler) {
      const set = handlers.get(type) ?? new Set();
      set.add(handler as (payload: never, event: never) => void);
      handlers.set(type, set);
      return () => set.delete(handler as (payload: never, event: never) => void);
    },
    dispatch,
  };
}

function parseEvent(data: unknown): PushedEvent | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const parsed = JSON.parse(data) as Partial<PushedEvent>;
    if (typeof parsed.type !== 'string' || typeof parsed.id !== 'number') return undefined;
    return parsed as PushedEvent;
  } catch {
    return undefined;
  }
}
