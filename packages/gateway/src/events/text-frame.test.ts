/**
 * The hub's ready-made frames on real `ws` sockets: what a client reads is the same text, as text,
 * at each of the three lengths a frame header encodes.
 */
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { sendFrame, textFrame } from './text-frame.js';

let server: WebSocketServer | null = null;
afterEach(async () => {
  for (const client of server?.clients ?? []) client.terminate();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(null));
  server = null;
});

describe('a text frame built once', () => {
  it('reaches a ws client as the same text, whatever its length', async () => {
    // 125 bytes and less, up to 65 535 and more use different length fields; "ñ" is two bytes.
    const texts = ['{"id":1}', JSON.stringify({ name: 'ñ'.repeat(100) }), 'x'.repeat(70_000)];
    const listening = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    server = listening;
    await new Promise((resolve) => listening.once('listening', resolve));
    listening.on('connection', (socket) => {
      for (const text of texts) sendFrame(socket, textFrame(text));
    });
    const { port } = listening.address() as AddressInfo;
    const client = new WebSocket(`ws://127.0.0.1:${port}`);
    const received: { text: string; binary: boolean }[] = [];
    await new Promise<void>((resolve, reject) => {
      client.on('message', (data, binary) => {
        received.push({ text: String(data), binary });
        if (received.length === texts.length) resolve();
      });
      client.on('error', reject);
    });
    client.close();
    expect(received).toEqual(texts.map((text) => ({ text, binary: false })));
  });
});
