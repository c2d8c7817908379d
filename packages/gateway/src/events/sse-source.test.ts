import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DomainEvent } from '@umbrella/contract';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createSseEventSource } from './sse-source.js';

const silent = { warn() {} } as unknown as FastifyBaseLogger;
const event = (id: number) => ({ id, type: 'task.assigned', accountId: 3, payload: { taskId: id }, createdAt: 'x' });
const frame = (id: number) => `id: ${id}\nevent: task.assigned\ndata: ${JSON.stringify(event(id))}\n\n`;

let close: (() => void) | undefined;
afterEach(() => close?.());

/** A back-office stand-in: each connection is answered by the next script, then ended. */
async function upstream(scripts: ((res: ServerResponse) => Promise<void>)[]) {
  const requests: IncomingHttpHeaders[] = [];
  const server = createServer(async (req, res) => {
    requests.push(req.headers);
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    const script = scripts[requests.length - 1];
    if (script) await script(res);
    else await new Promise(() => {});
    res.end();
  });
  server.listen(0);
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/stream`;
  return { url, requests, server };
}

const write = async (res: ServerResponse, chunks: (string | Buffer)[]) => {
  for (const chunk of chunks) {
    res.write(chunk);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

describe('SSE event source', () => {
  it('delivers events whose lines arrive split across chunks, with CRLF and CR line ends', async () => {
    const crlf = frame(7).replaceAll('\n', '\r\n');
    const cr = frame(8).replaceAll('\n', '\r');
    const { url, server } = await upstream([
      (res) => write(res, ['retry: 1000\n: connected\n\n', crlf.slice(0, 9), crlf.slice(9, -3), crlf.slice(-3), cr]),
    ]);
    const seen: DomainEvent[] = [];
    const stop = createSseEventSource({ url, internalToken: 't', log: silent }).subscribe(null, (e) => seen.push(e));
    close = () => {
      stop();
      server.closeAllConnections();
      server.close();
    };
    await expect.poll(() => seen.length).toBe(2);
    expect(seen).toEqual([event(7), event(8)]);
  });

  it('resumes from the last id, even one sent without data, with Last-Event-ID', async () => {
    const { url, requests, server } = await upstream([
      (res) => write(res, [frame(41), 'id: 42\n\n']),
      (res) => write(res, [frame(43)]),
    ]);
    const seen: number[] = [];
    const stop = createSseEventSource({ url, internalToken: 't', log: silent, retryMs: 10 }).subscribe(null, (e) =>
      seen.push(e.id),
    );
    close = () => {
      stop();
      server.closeAllConnections();
      server.close();
    };
    await expect.poll(() => seen).toEqual([41, 43]);
    expect(requests[0]?.['last-event-id']).toBeUndefined();
    expect(requests[1]?.['last-event-id']).toBe('42');
    expect(requests[1]?.['x-internal-token']).toBe('t');
  });

  it('keeps a character whose bytes arrive in two chunks whole', async () => {
    const named = { ...event(9), payload: { name: 'Peña' } };
    const bytes = Buffer.from(`id: 9\nevent: task.assigned\ndata: ${JSON.stringify(named)}\n\n`, 'utf8');
    const split = bytes.indexOf(Buffer.from('ñ', 'utf8')) + 1;
    const { url, server } = await upstream([(res) => write(res, [bytes.subarray(0, split), bytes.subarray(split)])]);
    const seen: DomainEvent[] = [];
    const stop = createSseEventSource({ url, internalToken: 't', log: silent }).subscribe(null, (e) => seen.push(e));
    close = () => {
      stop();
      server.closeAllConnections();
      server.close();
    };
    await expect.poll(() => seen).toEqual([named]);
  });
});
