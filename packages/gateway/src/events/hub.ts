import type { DomainEvent, EventMap } from '@umbrella/contract';
import type { Caller } from '@umbrella/edge';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { EventSource } from './event-source.js';
import { sendFrame, type TextFrame, textFrame } from './text-frame.js';

export type VersionInfo = EventMap['version.available'];

export type HubOptions = {
  source: EventSource;
  /** The version the gateway serves now; sent first to every socket. */
  version: () => VersionInfo;
  log: FastifyBaseLogger;
  /** How often sockets are pinged; one missed pong and the socket is dropped. */
  pingIntervalMs: number;
  /** Recent events kept for resuming sockets without reading the outbox again. */
  bufferSize?: number;
};

type Client = {
  socket: WebSocket;
  accountId: number;
  alive: boolean;
  /** The id of the last event this socket has been given (or skipped as not addressed to it). */
  cursor: number | null;
  /** While set, the socket is being replayed from an older id by this shared read of the outbox. */
  catchUp: Backfill | null;
  expiry: NodeJS.Timeout | null;
};

/**
 * One read of the outbox from an id older than the ring covers, shared by every socket resuming at
 * or after that id: a reconnect storm of thousands of sockets is a few reads, not one each.
 */
type Backfill = {
  from: number;
  /** What it has read so far (from `from` on), replayed to a socket that joins later; null once too long to keep. */
  events: DomainEvent[] | null;
  members: Set<Client>;
  unsubscribe: (() => void) | null;
  ended: boolean;
};

/** Messages sent to browsers. `version.available` is the gateway's own and carries id 0. */
export type HubMessage = { id: number; type: DomainEvent['type']; payload: DomainEvent['payload'] };

const SLOW_CONSUMER_BYTES = 1024 * 1024;
/**
 * Sockets handed a live event before the hub lets other work run: at some 20 µs a socket, 10 000
 * sockets held the event loop for 200 ms at a time (requests, pongs, the embedded back-office).
 */
const SOCKETS_PER_TURN = 1000;
const MAX_TIMER_MS = 2_147_483_647;
/** Close code telling the browser to reconnect with a fresh token. */
export const TOKEN_EXPIRED_CLOSE = 4001;

/**
 * Fans the back-office's event stream out to browser sockets. The hub holds ONE live
 * subscription and a ring of recent events; sockets resuming from an id the ring does not cover
 * (a fresh gateway has an empty ring) share a temporary read of the outbox from the oldest such id
 * until it has caught up with the live one.
 */
export class EventHub {
  private readonly clients = new Set<Client>();
  private readonly recent: DomainEvent[] = [];
  private readonly bufferSize: number;
  /** Every event with an id above this has been seen live (null until the first one). */
  private floor: number | null = null;
  private lastLiveId: number | null = null;
  private unsubscribeLive: (() => void) | null = null;
  /** Each event's message, serialised once however many sockets it goes to. */
  private readonly frames = new WeakMap<DomainEvent, TextFrame>();
  /** Live events not yet handed to every socket, oldest first. */
  private readonly pending: DomainEvent[] = [];
  /** The live event being handed out and the sockets still to visit. */
  private walk: { event: DomainEvent; clients: Iterator<Client> } | null = null;
  private walking = false;
  private pingTimer: NodeJS.Timeout | null = null;
  private readonly backfills = new Set<Backfill>();
  private closed = false;

  constructor(private readonly options: HubOptions) {
    this.bufferSize = options.bufferSize ?? 1000;
  }

  start(): void {
    this.unsubscribeLive = this.options.source.subscribe(null, (event) => this.onLive(event));
    this.pingTimer = setInterval(() => this.sweep(), this.options.pingIntervalMs);
    this.pingTimer.unref();
  }

  get size(): number {
    return this.clients.size;
  }

  connect(socket: WebSocket, caller: Caller, lastEventId: number | null): void {
    const client: Client = {
      socket,
      accountId: caller.accountId,
      alive: true,
      cursor: lastEventId,
      catchUp: null,
      expiry: null,
    };
    this.clients.add(client);
    socket.on('pong', () => {
      client.alive = true;
    });
    socket.on('close', () => this.drop(client));
    const msLeft = caller.expiresAt * 1000 - Date.now();
    if (caller.expiresAt > 0) {
      client.expiry = setTimeout(
        () => socket.close(TOKEN_EXPIRED_CLOSE, 'token expired'),
        Math.min(msLeft, MAX_TIMER_MS),
      );
      client.expiry.unref();
    }
    this.send(client, serialise({ id: 0, type: 'version.available', payload: this.options.version() }));
    if (lastEventId === null) return;
    if (this.floor !== null && lastEventId >= this.floor) {
      for (const event of this.recent) if (event.id > lastEventId) this.deliver(client, event);
      return;
    }
    this.startCatchUp(client, lastEventId);
  }

  /** Tells every socket that another build is being served. */
  announceVersion(version: VersionInfo): void {
    const frame = serialise({ id: 0, type: 'version.available', payload: version });
    for (const client of this.clients) this.send(client, frame);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.unsubscribeLive?.();
    for (const client of this.clients) {
      client.socket.close(1001, 'server shutting down');
      this.drop(client);
    }
  }

  private onLive(event: DomainEvent): void {
    if (this.floor === null) this.floor = event.id - 1;
    this.lastLiveId = event.id;
    this.recent.push(event);
    if (this.recent.length > this.bufferSize) this.floor = (this.recent.shift() as DomainEvent).id;
    this.pending.push(event);
    if (!this.walking) this.handOut();
  }

  /**
   * Hands the pending live events to every socket in turns of SOCKETS_PER_TURN, one event after
   * the other, so each socket still gets them in id order. A socket that connects meanwhile is
   * visited too (a Set's iterator sees what is added) and one replayed from the ring is not sent
   * an event twice (`deliver` keeps its cursor).
   */
  private handOut(): void {
    this.walking = true;
    let budget = SOCKETS_PER_TURN;
    while (!this.closed) {
      if (!this.walk) {
        const event = this.pending.shift();
        if (!event) break;
        this.walk = { event, clients: this.clients.values() };
      }
      const { event, clients } = this.walk;
      for (let next = clients.next(); !next.done; next = clients.next()) {
        const client = next.value;
        if (!client.catchUp) this.deliver(client, event);
        else if (client.cursor !== null && client.cursor >= event.id) this.endCatchUp(client);
        if (--budget === 0) {
          setImmediate(() => this.handOut());
          return;
        }
      }
      this.walk = null;
    }
    this.walking = false;
  }

  /** Joins a running backfill that started at or before `afterId`, or starts one from there. */
  private startCatchUp(client: Client, afterId: number): void {
    for (const backfill of this.backfills) {
      if (backfill.from > afterId || backfill.events === null) continue;
      backfill.members.add(client);
      client.catchUp = backfill;
      for (const event of backfill.events) this.deliver(client, event);
      return;
    }
    const backfill: Backfill = {
      from: afterId,
      events: [],
      members: new Set([client]),
      unsubscribe: null,
      ended: false,
    };
    client.catchUp = backfill;
    this.backfills.add(backfill);
    const unsubscribe = this.options.source.subscribe(afterId, (event) => this.onBackfill(backfill, event));
    if (backfill.ended) unsubscribe();
    else backfill.unsubscribe = unsubscribe;
  }

  private onBackfill(backfill: Backfill, event: DomainEvent): void {
    if (backfill.ended) return;
    if (backfill.events) {
      backfill.events.push(event);
      if (backfill.events.length > this.bufferSize) backfill.events = null;
    }
    for (const client of backfill.members) this.deliver(client, event);
    if (this.lastLiveId !== null && event.id >= this.lastLiveId) {
      for (const client of backfill.members) client.catchUp = null;
      backfill.members.clear();
      this.endBackfill(backfill);
    }
  }

  /** From here on the live subscription delivers everything after the socket's cursor. */
  private endCatchUp(client: Client): void {
    const backfill = client.catchUp;
    client.catchUp = null;
    if (!backfill) return;
    backfill.members.delete(client);
    if (backfill.members.size === 0) this.endBackfill(backfill);
  }

  private endBackfill(backfill: Backfill): void {
    backfill.ended = true;
    this.backfills.delete(backfill);
    backfill.unsubscribe?.();
  }

  private deliver(client: Client, event: DomainEvent): void {
    if (client.cursor !== null && event.id <= client.cursor) return;
    client.cursor = event.id;
    if (event.accountId === null || event.accountId === client.accountId) {
      this.send(client, this.frameOf(event));
    }
  }

  private frameOf(event: DomainEvent): TextFrame {
    let frame = this.frames.get(event);
    if (!frame) {
      frame = serialise({ id: event.id, type: event.type, payload: event.payload });
      this.frames.set(event, frame);
    }
    return frame;
  }

  private send(client: Client, frame: TextFrame): void {
    const { socket } = client;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > SLOW_CONSUMER_BYTES) {
      this.options.log.warn({ accountId: client.accountId }, 'dropping a socket that does not read its events');
      socket.terminate();
      return;
    }
    sendFrame(socket, frame);
  }

  private sweep(): void {
    for (const client of this.clients) {
      if (!client.alive) {
        client.socket.terminate();
        this.drop(client);
        continue;
      }
      client.alive = false;
      client.socket.ping();
    }
  }

  private drop(client: Client): void {
    if (!this.clients.delete(client)) return;
    if (client.expiry) clearTimeout(client.expiry);
    this.endCatchUp(client);
  }
}

/** A message as one text frame (its bytes are not converted again for every socket). */
function serialise(message: HubMessage): TextFrame {
  return textFrame(JSON.stringify(message));
}
