/**
 * Small real HTTP peers for proxy tests: an upstream whose answers a test scripts (fail N times,
 * hang, echo), and a free port where nothing listens.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { createServer, type Socket } from 'node:net';
import Fastify from 'fastify';
import { request } from 'undici';

export type ReceivedRequest = { method: string; url: string; headers: IncomingHttpHeaders; body: string };
export type ScriptedAnswer = {
  status: number;
  headers?: Record<string, string | string[]>;
  body?: unknown;
};
/** Decides the answer to the n-th request (1-based); `hang` never answers. */
export type Script = (
  request: ReceivedRequest,
  n: number,
) => ScriptedAnswer | 'hang' | Promise<ScriptedAnswer | 'hang'>;

export type TestUpstream = { url: string; received: ReceivedRequest[]; close(): Promise<void> };

export async function startScriptedUpstream(script: Script): Promise<TestUpstream> {
  const received: ReceivedRequest[] = [];
  const app = Fastify({ logger: false, forceCloseConnections: true, bodyLimit: 16 * 1024 * 1024 });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.all('/*', async (req, reply) => {
    const entry = {
      method: req.method,
      url: req.url,
      headers: req.headers,
      body: typeof req.body === 'string' ? req.body : '',
    };
    received.push(entry);
    const answer = await script(entry, received.length);
    if (answer === 'hang') return new Promise(() => {});
    reply.code(answer.status).headers(answer.headers ?? {});
    return answer.body === undefined ? reply.send() : reply.send(answer.body);
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, received, close: () => app.close() };
}

/** Fails the first `failures` requests with `status`, then answers 200 with the attempt number. */
export function failThenSucceed(failures: number, status = 503): Script {
  return (_request, n) =>
    n <= failures
      ? { status, body: { message: 'busy', code: 'SERVICE_UNAVAILABLE' } }
      : { status: 200, body: { ok: true, attempt: n } };
}

/**
 * Forwards every request to `target`; the first `lostAnswers` answers are replaced with a 503 after
 * the target has executed the request, as when a response is lost on the way back.
 */
export function loseFirstAnswers(target: string, lostAnswers: number): Script {
  return async (incoming, n) => {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(incoming.headers)) {
      if (typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name)) headers[name] = value;
    }
    const response = await request(`${target}${incoming.url}`, {
      method: incoming.method as 'POST',
      headers,
      body: incoming.body === '' ? undefined : incoming.body,
    });
    const text = await response.body.text();
    if (n <= lostAnswers) return { status: 503, body: { message: 'answer lost', code: 'LOST' } };
    const passed: Record<string, string> = {};
    for (const [name, value] of Object.entries(response.headers)) {
      if (
        typeof value === 'string' &&
        !['connection', 'keep-alive', 'transfer-encoding', 'content-length'].includes(name)
      ) {
        passed[name] = value;
      }
    }
    return { status: response.statusCode, headers: passed, body: text === '' ? undefined : text };
  };
}

/** A port nothing listens on (bound, then released). */
export function closedPortUrl(): Promise<string> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(`http://127.0.0.1:${port}`));
    });
  });
}

/**
 * A TCP peer that is not necessarily HTTP: `onData` gets each connection's socket at its first
 * bytes and writes whatever a test wants (garbage, half an answer) or nothing.
 */
export async function tcpUpstream(onData: (socket: Socket, firstChunk: Buffer) => void) {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
    socket.once('data', (chunk) => onData(socket, chunk));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
