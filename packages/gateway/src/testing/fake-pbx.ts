/**
 * A stand-in PBX for the relay's unit tests: a WebSocket server speaking subprotocol `sip` that
 * records every frame and answers REGISTER with 200 OK. The real PBX (Kamailio) is used by the
 * telephony suite under test/telephony.
 */
import type { AddressInfo } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';
import { headerValues, parseSipMessage, type SipMessage, serializeSipMessage } from '../sip/message.js';

export type FakePbx = {
  url: string;
  frames: SipMessage[];
  sockets: Set<WebSocket>;
  /** Resolves with the first frame (received now or later) matching. */
  next(match: (message: SipMessage) => boolean, timeoutMs?: number): Promise<SipMessage>;
  /** Sends a frame to every connected relay socket. */
  broadcast(frame: string): void;
  /** Drops every connection as a PBX restart would. */
  dropAll(): void;
  close(): Promise<void>;
};

function okFor(request: SipMessage): string {
  const copy = (name: string) => headerValues(request, name).map((value) => ({ name, value }));
  const to = headerValues(request, 'to')[0] ?? '';
  return serializeSipMessage({
    kind: 'response',
    status: 200,
    reason: 'OK',
    headers: [
      ...copy('Via'),
      ...copy('From'),
      { name: 'To', value: `${to};tag=pbx` },
      ...copy('Call-ID'),
      ...copy('CSeq'),
    ],
    body: '',
  });
}

export async function startFakePbx(): Promise<FakePbx> {
  const server = new WebSocketServer({
    port: 0,
    host: '127.0.0.1',
    handleProtocols: (protocols) => (protocols.has('sip') ? 'sip' : false),
  });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const frames: SipMessage[] = [];
  const sockets = new Set<WebSocket>();
  const waiters = new Set<() => void>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('message', (data) => {
      const message = parseSipMessage(String(data));
      if (!message) return;
      frames.push(message);
      for (const wake of waiters) wake();
      if (message.kind === 'request' && message.method === 'REGISTER') socket.send(okFor(message));
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}/ws`,
    frames,
    sockets,
    next(match, timeoutMs = 3_000) {
      return new Promise((resolve, reject) => {
        const look = () => {
          const found = frames.find(match);
          if (!found) return false;
          waiters.delete(look);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(look);
          reject(new Error(`the PBX received no matching frame in ${timeoutMs} ms`));
        }, timeoutMs);
        if (!look()) waiters.add(look);
      });
    },
    broadcast(frame) {
      for (const socket of sockets) socket.send(frame);
    },
    dropAll() {
      for (const socket of sockets) socket.terminate();
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.terminate();
        server.close(() => resolve());
      }),
  };
}

export type SipTestClient = {
  socket: WebSocket;
  frames: SipMessage[];
  next(match: (message: SipMessage) => boolean, timeoutMs?: number): Promise<SipMessage>;
  send(frame: string): void;
  closed: Promise<number>;
  close(): void;
};

/** A browser-side SIP WebSocket client; rejects with the HTTP status of a refused upgrade. */
export function openSipClient(url: string, headers: Record<string, string> = {}): Promise<SipTestClient> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, 'sip', { headers });
    const frames: SipMessage[] = [];
    const waiters = new Set<() => void>();
    const closed = new Promise<number>((done) => socket.once('close', (code) => done(code)));
    socket.on('message', (data) => {
      const message = parseSipMessage(String(data));
      if (message) frames.push(message);
      for (const wake of waiters) wake();
    });
    socket.once('unexpected-response', (_request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      response.on('end', () =>
        reject(
          Object.assign(new Error(`upgrade refused with ${response.statusCode}`), {
            statusCode: response.statusCode,
            body,
          }),
        ),
      );
    });
    socket.once('error', reject);
    socket.once('open', () =>
      resolve({
        socket,
        frames,
        closed,
        send: (frame) => socket.send(frame),
        close: () => socket.close(),
        next(match, timeoutMs = 3_000) {
          return new Promise((done, fail) => {
            const look = () => {
              const found = frames.find(match);
              if (!found) return false;
              waiters.delete(look);
              clearTimeout(timer);
              done(found);
              return true;
            };
            const timer = setTimeout(() => {
              waiters.delete(look);
              fail(new Error(`the browser received no matching frame in ${timeoutMs} ms`));
            }, timeoutMs);
            if (!look()) waiters.add(look);
          });
        },
      }),
    );
  });
}
