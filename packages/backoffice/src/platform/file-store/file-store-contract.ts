/**
 * What every FileStore does, whichever store it is (decision 1161): one suite that the local
 * store's and the S3 store's tests both run. Links are fetched over HTTP as a browser would: the
 * harness serves the back-office's file route in small at the store's baseUrl (the signature is
 * the credential), and a direct link, where the store has one, goes to the store itself.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FileStore } from './file-store.js';
import { verifySignedRequest } from './signed-url.js';

export type ContractSubject = { store: FileStore; close(): Promise<void> };

/** What a store under test is built with. */
export type ContractSetup = { clock: ContractClock; secret: string; baseUrl: string };

const SECRET = 'the-contract-suite-secret-of-32-characters';

async function startFileRoute(files: () => FileStore | undefined): Promise<{ app: FastifyInstance; baseUrl: string }> {
  const app = Fastify();
  app.get<{ Params: { '*': string }; Querystring: { expires: string; signature: string } }>(
    '/files/*',
    async (request, reply) => {
      const key = request.params['*'];
      const expires = Number(request.query.expires);
      const signed = { key, method: 'GET' as const, expires, signature: request.query.signature ?? '' };
      if (!verifySignedRequest(SECRET, signed, Math.floor(Date.now() / 1000))) return reply.code(403).send();
      const file = await files()?.get(key);
      return file ? reply.send(file.data) : reply.code(404).send();
    },
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/files` };
}

async function drain(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(2048)]);

/** The clock the store signs links with; tests move it. */
export type ContractClock = { now(): Date };

export function describeFileStoreContract(
  name: string,
  open: (setup: ContractSetup) => Promise<ContractSubject>,
): void {
  describe(`file store contract: ${name}`, () => {
    let subject: ContractSubject;
    let store: FileStore;
    let now: Date;
    let route: FastifyInstance;
    beforeEach(async () => {
      now = new Date();
      const started = await startFileRoute(() => store);
      route = started.app;
      subject = await open({ clock: { now: () => now }, secret: SECRET, baseUrl: started.baseUrl });
      store = subject.store;
    });
    afterEach(async () => {
      await route.close();
      await subject.close();
    });

    it('stores, reads back, overwrites and deletes a file', async () => {
      await store.put('receipts/2026/r-1.pdf', PDF);
      expect(await store.get('receipts/2026/r-1.pdf')).toEqual({ data: PDF, size: PDF.length });
      await store.put('receipts/2026/r-1.pdf', Buffer.from('second'));
      expect((await store.get('receipts/2026/r-1.pdf'))?.data.toString()).toBe('second');
      await store.delete('receipts/2026/r-1.pdf');
      expect(await store.get('receipts/2026/r-1.pdf')).toBeUndefined();
    });

    it('answers undefined for a file that is not there, and deleting it is no error', async () => {
      expect(await store.get('receipts/none.pdf')).toBeUndefined();
      expect(await store.read('receipts/none.pdf')).toBeUndefined();
      await expect(store.delete('receipts/none.pdf')).resolves.toBeUndefined();
    });

    it('reads a file as a stream with its size, byte for byte', async () => {
      const big = randomBytes(3 * 1024 * 1024 + 17);
      await store.put('reports/big.bin', big);
      const read = await store.read('reports/big.bin');
      expect(read?.size).toBe(big.length);
      expect((await drain(read?.stream as Readable)).equals(big)).toBe(true);
    });

    it('refuses keys that would leave the root or are not lowercase paths', async () => {
      for (const key of ['../etc/passwd', '/abs', 'a/../../b', 'a//b', 'UPPER.pdf', '']) {
        await expect(store.put(key, Buffer.from('x'))).rejects.toThrow('invalid file key');
        await expect(store.get(key)).rejects.toThrow('invalid file key');
        await expect(store.read(key)).rejects.toThrow('invalid file key');
        expect(() => store.signedUrl(key, 'GET', 60)).toThrow('invalid file key');
      }
    });

    it('a signed GET link of the file route downloads the file over HTTP, without credentials', async () => {
      await store.put('documents/d-7.pdf', PDF);
      const response = await fetch(store.signedUrl('documents/d-7.pdf', 'GET', 300));
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(PDF)).toBe(true);
    });

    it('a direct download link, where the store has one, downloads the file without the back-office', async () => {
      await store.put('documents/d-8.pdf', PDF);
      const url = await store.directDownloadUrl('documents/d-8.pdf', 300);
      if (url === undefined) return; // the local store has none: its file route serves downloads
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(PDF)).toBe(true);
    });

    it('signed and direct links past their expiry are refused with 403', async () => {
      await store.put('documents/d-9.pdf', PDF);
      now = new Date(Date.now() - 2 * 3600_000);
      expect((await fetch(store.signedUrl('documents/d-9.pdf', 'GET', 60))).status).toBe(403);
      const direct = await store.directDownloadUrl('documents/d-9.pdf', 60);
      if (direct !== undefined) expect((await fetch(direct)).status).toBe(403);
    });
  });
}
