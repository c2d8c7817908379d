/**
 * What every FileStore does, whichever store it is (decision 1161): one suite that the local
 * store's and the S3 store's tests both run. A signed GET link is fetched over HTTP as a browser
 * would; for the local store the harness serves the back-office's file route at its baseUrl.
 */
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FileStore } from './file-store.js';

export type ContractSubject = { store: FileStore; close(): Promise<void> };

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
  open: (clock: ContractClock) => Promise<ContractSubject>,
): void {
  describe(`file store contract: ${name}`, () => {
    let subject: ContractSubject;
    let store: FileStore;
    let now: Date;
    beforeEach(async () => {
      now = new Date();
      subject = await open({ now: () => now });
      store = subject.store;
    });
    afterEach(() => subject.close());

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

    it('a signed GET link downloads the file over HTTP, without credentials', async () => {
      await store.put('documents/d-7.pdf', PDF);
      const response = await fetch(store.signedUrl('documents/d-7.pdf', 'GET', 300));
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(PDF)).toBe(true);
    });

    it('a signed GET link past its expiry is refused with 403', async () => {
      await store.put('documents/d-9.pdf', PDF);
      now = new Date(Date.now() - 2 * 3600_000);
      const response = await fetch(store.signedUrl('documents/d-9.pdf', 'GET', 60));
      expect(response.status).toBe(403);
    });
  });
}
