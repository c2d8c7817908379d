import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type Socket } from 'node:net';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { closedPortUrl } from '../testing/upstreams.js';
import { type PoolRequest, type ResponseHandler, UpstreamPool } from './upstream-pool.js';

type Result = { status?: number; headers?: string[]; body: Buffer; error?: NodeJS.ErrnoException };

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function httpServer(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<{ url: string; server: Server; connections: Socket[] }> {
  const server = createServer(handler);
  const connections: Socket[] = [];
  server.on('connection', (socket) => connections.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  const address = server.address() as { port: number };
  return { url: `http://127.0.0.1:${address.port}`, server, connections };
}

function pool(url: string, options: ConstructorParameters<typeof UpstreamPool>[1] = {}): UpstreamPool {
  const created = new UpstreamPool(url, { tickMs: 20, ...options });
  cleanups.push(() => created.close());
  return created;
}

function send(target: UpstreamPool, request: Partial<PoolRequest> = {}, slowReader = false): Promise<Result> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const result: Result = { body: Buffer.alloc(0) };
    const handler: ResponseHandler = {
      onHead(status, headers) {
        result.status = status;
        result.headers = headers;
      },
      onData(chunk) {
        chunks.push(chunk);
        if (!slowReader) return true;
        setTimeout(() => pending.resume(), 1);
        return false;
      },
      onEnd() {
        result.body = Buffer.concat(chunks);
        resolve(result);
      },
      onError(error) {
        result.error = error;
        resolve(result);
      },
    };
    const pending = target.request(
      { method: 'GET', path: '/', headers: {}, body: null, headersTimeoutMs: 5000, bodyTimeoutMs: 5000, ...request },
      handler,
    );
  });
}

describe('UpstreamPool', () => {
  it('reuses one keep-alive connection for requests one after another', async () => {
    const upstream = await httpServer((req, res) => res.end(`${req.method} ${req.url} ${req.headers['x-a']}`));
    const target = pool(upstream.url);
    for (const path of ['/one', '/two?x=1', '/three']) {
      const result = await send(target, { path, headers: { 'x-a': 'b' } });
      expect(result.status).toBe(200);
      expect(result.body.toString()).toBe(`GET ${path} b`);
    }
    expect(upstream.connections).toHaveLength(1);
  });

  it('streams a large chunked answer through a slow reader intact', async () => {
    const payload = Buffer.alloc(3 * 1024 * 1024);
    for (let i = 0; i < payload.length; i++) payload[i] = i % 251;
    const upstream = await httpServer((_req, res) => {
      res.write(payload.subarray(0, 1000));
      res.end(payload.subarray(1000));
    });
    const result = await send(pool(upstream.url), {}, true);
    expect(result.headers).not.toContain('Transfer-Encoding');
    expect(result.body.equals(payload)).toBe(true);
  });

  it('sends a buffered body with its length, and streams one with or without a length', async () => {
    const upstream = await httpServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () =>
        res.end(
          `${req.headers['content-length'] ?? `chunked:${req.headers['transfer-encoding']}`} ${Buffer.concat(chunks)}`,
        ),
      );
    });
    const target = pool(upstream.url);
    expect((await send(target, { method: 'POST', body: Buffer.from('{"a":1}') })).body.toString()).toBe('7 {"a":1}');
    const streamed = await send(target, {
      method: 'POST',
      body: Readable.from([Buffer.from('ab'), Buffer.from('cd')]),
    });
    expect(streamed.body.toString()).toBe('chunked:chunked abcd');
    const sized = await send(target, {
      method: 'PUT',
      headers: { 'content-length': '4' },
      body: Readable.from([Buffer.from('wx'), Buffer.from('yz')]),
    });
    expect(sized.body.toString()).toBe('4 wxyz');
  });

  it('fails with ECONNREFUSED when nothing listens', async () => {
    const result = await send(pool(await closedPortUrl()));
    expect(result.error?.code).toBe('ECONNREFUSED');
  });

  it('times out a missing head and a stalled body', async () => {
    const upstream = await httpServer((req, res) => {
      if (req.url === '/stall') res.write('partial');
    });
    const target = pool(upstream.url);
    expect((await send(target, { path: '/hang', headersTimeoutMs: 100 })).error?.code).toBe('UPSTREAM_HEADERS_TIMEOUT');
    const stalled = await send(target, { path: '/stall', bodyTimeoutMs: 100 });
    expect(stalled.status).toBe(200);
    expect(stalled.error?.code).toBe('UPSTREAM_BODY_TIMEOUT');
  });

  it('does not reuse a connection the upstream closed while it was idle', async () => {
    const upstream = await httpServer((_req, res) => res.end('ok'));
    const target = pool(upstream.url);
    expect((await send(target)).body.toString()).toBe('ok');
    upstream.server.closeIdleConnections();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await send(target)).body.toString()).toBe('ok');
    expect(upstream.connections).toHaveLength(2);
  });

  it('waits for a free connection when all are busy', async () => {
    const upstream = await httpServer((req, res) => setTimeout(() => res.end(req.url), 30));
    const target = pool(upstream.url, { maxConnections: 1 });
    const results = await Promise.all(['/a', '/b', '/c'].map((path) => send(target, { path })));
    expect(results.map((r) => r.body.toString())).toEqual(['/a', '/b', '/c']);
    expect(upstream.connections).toHaveLength(1);
  });

  it('closes the upstream connection when the caller abandons a request', async () => {
    let closed = false;
    const upstream = await httpServer((_req, res) => {
      res.write('start');
      res.on('close', () => {
        closed = true;
      });
    });
    const target = pool(upstream.url);
    const pending = target.request(
      { method: 'GET', path: '/', headers: {}, body: null, headersTimeoutMs: 5000, bodyTimeoutMs: 5000 },
      { onHead() {}, onData: () => true, onEnd() {}, onError() {} },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    pending.abort();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closed).toBe(true);
  });

  it('reports a connection lost before the head as ECONNRESET, and bad answers as protocol errors', async () => {
    const tcp = createTcpServer((socket) => {
      socket.once('data', () => {
        if (tcpMode === 'reset') socket.end('HTTP/1.1 2');
        else socket.end('garbage\r\n\r\n');
      });
    });
    let tcpMode = 'reset';
    await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => tcp.close(() => resolve())));
    const target = pool(`http://127.0.0.1:${(tcp.address() as { port: number }).port}`);
    expect((await send(target)).error?.code).toBe('ECONNRESET');
    tcpMode = 'garbage';
    expect((await send(target)).error?.code).toBe('UPSTREAM_PROTOCOL_ERROR');
  });
});
