import { connect, type Socket } from 'node:net';
import type { Readable } from 'node:stream';
import { ResponseParser, UpstreamProtocolError } from './response-parser.js';

/**
 * A keep-alive pool of HTTP/1.1 connections to the one upstream (the back-office). The relay's
 * hot path used undici first; on this machine undici's client took about 25 µs of CPU per request,
 * this pool about 8 µs (docs/decisions/0305-own-upstream-client.md). One request per connection at
 * a time (no pipelining), idle connections reused last-in first-out and closed before the
 * upstream's own keep-alive timeout, one timer for every deadline.
 */

export type PoolRequest = {
  method: string;
  path: string;
  /** Lower-case names; values as received (Node's HTTP parser has already refused CR/LF). */
  headers: Record<string, string>;
  /** A buffer is sent with its length; a stream with its Content-Length header or chunked. */
  body: Buffer | Readable | null;
  /** Time allowed until the response head has arrived (connecting included). */
  headersTimeoutMs: number;
  /** Longest silence allowed inside the response body. */
  bodyTimeoutMs: number;
};

export type ResponseHandler = {
  onHead(statusCode: number, headers: string[]): void;
  /**
   * A piece of the body; `last` when it completes a body of known length. Returns false to pause
   * the upstream until `resume()` is called.
   */
  onData(chunk: Buffer, last: boolean): boolean;
  onEnd(): void;
  /** A failure with a code: ECONNREFUSED, ECONNRESET, … UPSTREAM_HEADERS_TIMEOUT, UPSTREAM_BODY_TIMEOUT. */
  onError(error: Error): void;
};

export type PendingRequest = {
  /** Abandons the request (the client left); the connection is closed. */
  abort(): void;
  resume(): void;
};

export type PoolOptions = {
  maxConnections?: number;
  idleTimeoutMs?: number;
  tickMs?: number;
  /** Response headers left out besides the hop-by-hop ones (lower case). */
  dropResponseHeaders?: readonly string[];
};

function codedError(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

class Connection {
  readonly socket: Socket;
  readonly parser: ResponseParser;
  handler: ResponseHandler | null = null;
  deadline = 0;
  bodyTimeoutMs = 0;
  idleSince = 0;
  private headSeen = false;

  constructor(
    private readonly pool: UpstreamPool,
    port: number,
    host: string,
    dropped: ReadonlySet<string>,
  ) {
    this.socket = connect({ port, host, noDelay: true, keepAlive: true });
    this.parser = new ResponseParser(dropped, {
      head: (statusCode, headers) => {
        this.headSeen = true;
        this.deadline = Date.now() + this.bodyTimeoutMs;
        this.handler?.onHead(statusCode, headers);
      },
      data: (chunk, last) => {
        this.deadline = Date.now() + this.bodyTimeoutMs;
        if (this.handler && !this.handler.onData(chunk, last)) this.socket.pause();
      },
      end: (reusable) => {
        const handler = this.handler;
        this.handler = null;
        this.pool.release(this, reusable);
        handler?.onEnd();
      },
    });
    this.socket.on('data', (chunk: Buffer) => {
      if (!this.handler) {
        this.socket.destroy(); // bytes nobody asked for
        return;
      }
      try {
        this.parser.push(chunk);
      } catch (error) {
        this.fail(error as Error);
      }
    });
    this.socket.on('end', () => {
      if (this.handler && this.parser.endsAtClose()) this.parser.finishAtClose();
    });
    this.socket.on('error', (error) => this.fail(error));
    this.socket.on('close', () => {
      this.pool.forget(this);
      this.fail(codedError('the upstream closed the connection', 'ECONNRESET'));
    });
  }

  send(request: PoolRequest, handler: ResponseHandler, hostHeader: string): void {
    this.handler = handler;
    this.headSeen = false;
    this.bodyTimeoutMs = request.bodyTimeoutMs;
    this.deadline = Date.now() + request.headersTimeoutMs;
    this.parser.reset(request.method === 'HEAD');
    let head = `${request.method} ${request.path} HTTP/1.1\r\nhost: ${hostHeader}\r\n`;
    for (const name in request.headers) head += `${name}: ${request.headers[name]}\r\n`;
    const { body } = request;
    if (body === null) {
      this.socket.write(`${head}\r\n`, 'latin1');
    } else if (Buffer.isBuffer(body)) {
      if (request.headers['content-length'] === undefined) head += `content-length: ${body.length}\r\n`;
      this.socket.cork();
      this.socket.write(`${head}\r\n`, 'latin1');
      this.socket.write(body);
      this.socket.uncork();
    } else {
      const chunked = request.headers['content-length'] === undefined;
      this.socket.write(`${head}${chunked ? 'transfer-encoding: chunked\r\n' : ''}\r\n`, 'latin1');
      this.stream(body, chunked);
    }
  }

  private stream(body: Readable, chunked: boolean): void {
    const socket = this.socket;
    body.on('data', (chunk: Buffer) => {
      const flushed = chunked
        ? socket.write(`${chunk.length.toString(16)}\r\n`, 'latin1') && socket.write(chunk) && socket.write('\r\n')
        : socket.write(chunk);
      if (!flushed) {
        body.pause();
        socket.once('drain', () => body.resume());
      }
    });
    body.once('end', () => {
      if (chunked) socket.write('0\r\n\r\n', 'latin1');
    });
    body.once('error', (error) => this.fail(error));
  }

  /** Whether the deadline passed; fails the request with a timeout if so. */
  expire(now: number): void {
    if (!this.handler || now <= this.deadline) return;
    const code = this.headSeen ? 'UPSTREAM_BODY_TIMEOUT' : 'UPSTREAM_HEADERS_TIMEOUT';
    this.fail(codedError('the upstream did not answer in time', code));
  }

  fail(error: Error): void {
    const handler = this.handler;
    this.handler = null;
    this.socket.destroy();
    if (!handler) return;
    if (error instanceof UpstreamProtocolError) handler.onError(error);
    else if (this.parser.received > 0 && !this.headSeen) handler.onError(codedError(error.message, 'ECONNRESET'));
    else handler.onError(error);
  }

  /** Drops the request without telling its handler (its client is gone), if it is still running. */
  abandon(handler: ResponseHandler): void {
    if (this.handler !== handler) return;
    this.handler = null;
    this.socket.destroy();
  }

  resume(handler: ResponseHandler): void {
    if (this.handler === handler) this.socket.resume();
  }
}

export class UpstreamPool {
  private readonly host: string;
  private readonly port: number;
  private readonly hostHeader: string;
  private readonly maxConnections: number;
  private readonly idleTimeoutMs: number;
  private readonly dropped: ReadonlySet<string>;
  private readonly idle: Connection[] = [];
  private readonly all = new Set<Connection>();
  private readonly waiting: Array<{ request: PoolRequest; handler: ResponseHandler; slot: Slot }> = [];
  private readonly timer: NodeJS.Timeout;
  private closed = false;

  constructor(origin: string, options: PoolOptions = {}) {
    const url = new URL(origin);
    if (url.protocol !== 'http:') throw new Error(`the upstream must be http:// (got ${origin})`);
    this.host = url.hostname.replace(/^\[|\]$/g, '');
    this.port = Number(url.port || 80);
    this.hostHeader = url.host;
    this.maxConnections = options.maxConnections ?? 256;
    this.idleTimeoutMs = options.idleTimeoutMs ?? 30_000;
    this.dropped = new Set(options.dropResponseHeaders ?? []);
    this.timer = setInterval(() => this.sweep(), options.tickMs ?? 100);
    this.timer.unref();
  }

  request(request: PoolRequest, handler: ResponseHandler): PendingRequest {
    const slot = new Slot(handler);
    if (this.closed) {
      queueMicrotask(() => handler.onError(codedError('the gateway is shutting down', 'ECONNREFUSED')));
      return slot;
    }
    const connection = this.take();
    if (connection) this.start(connection, request, handler, slot);
    else this.waiting.push({ request, handler, slot });
    return slot;
  }

  /** Called by a connection whose response is complete. */
  release(connection: Connection, reusable: boolean): void {
    if (!reusable || this.closed || connection.socket.destroyed) {
      connection.socket.destroy();
      this.all.delete(connection);
    } else {
      connection.idleSince = Date.now();
      this.idle.push(connection);
    }
    // Not from inside the parser that just finished: the next request starts afterwards.
    if (this.waiting.length > 0) queueMicrotask(() => this.drainWaiting());
  }

  forget(connection: Connection): void {
    this.all.delete(connection);
    const at = this.idle.indexOf(connection);
    if (at !== -1) this.idle.splice(at, 1);
    if (this.waiting.length > 0) queueMicrotask(() => this.drainWaiting());
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    for (const connection of this.idle) connection.socket.destroy();
    this.idle.length = 0;
    for (const { handler } of this.waiting.splice(0))
      handler.onError(codedError('the gateway is shutting down', 'ECONNREFUSED'));
    await Promise.all(
      [...this.all].map(
        (connection) =>
          new Promise<void>((resolve) => {
            if (connection.socket.destroyed) resolve();
            else connection.socket.once('close', () => resolve());
          }),
      ),
    );
  }

  private take(): Connection | undefined {
    for (;;) {
      const connection = this.idle.pop();
      if (!connection) break;
      if (!connection.socket.destroyed) return connection;
      this.all.delete(connection);
    }
    if (this.all.size >= this.maxConnections) return undefined;
    const connection = new Connection(this, this.port, this.host, this.dropped);
    this.all.add(connection);
    return connection;
  }

  private start(connection: Connection, request: PoolRequest, handler: ResponseHandler, slot: Slot): void {
    slot.attach(connection);
    connection.send(request, handler, this.hostHeader);
  }

  private drainWaiting(): void {
    while (this.waiting.length > 0) {
      const connection = this.take();
      if (!connection) return;
      const next = this.waiting.shift() as (typeof this.waiting)[number];
      if (next.slot.abandoned) {
        connection.idleSince = Date.now();
        this.idle.push(connection);
        continue;
      }
      this.start(connection, next.request, next.handler, next.slot);
    }
  }

  private sweep(): void {
    const now = Date.now();
    for (const connection of this.all) connection.expire(now);
    while (this.idle.length > 0 && now - (this.idle[0] as Connection).idleSince > this.idleTimeoutMs) {
      (this.idle.shift() as Connection).socket.destroy();
    }
  }
}

/** The caller's handle on a request, before and after it gets a connection. */
class Slot implements PendingRequest {
  abandoned = false;
  private connection: Connection | null = null;

  constructor(private readonly handler: ResponseHandler) {}

  attach(connection: Connection): void {
    this.connection = connection;
  }

  abort(): void {
    this.abandoned = true;
    this.connection?.abandon(this.handler);
  }

  resume(): void {
    this.connection?.resume(this.handler);
  }
}
