import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeFileStoreContract } from './file-store-contract.js';
import { createLocalFileStore, type FileStore, verifySignedRequest } from './index.js';

const SECRET = 'a-file-store-secret-of-32-characters!';
let dir: string;
let now = new Date('2026-11-25T10:00:00Z');
let store: FileStore;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'umbrella-files-'));
  store = createLocalFileStore({
    dir,
    secret: SECRET,
    baseUrl: 'https://umbrella.test/files/',
    clock: { now: () => now },
  });
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** The request a signed URL stands for, as a file route would read it back. */
function requestOf(url: string, method: 'GET' | 'PUT') {
  const parsed = new URL(url);
  return {
    key: decodeURIComponent(parsed.pathname.replace(/^\/files\//, '')),
    method,
    expires: Number(parsed.searchParams.get('expires')),
    signature: parsed.searchParams.get('signature') ?? '',
  };
}

describe('local file store with signed URLs', () => {
  it('stores, reads back and deletes a file under its root', async () => {
    await store.put('receipts/2026/r-1.pdf', Buffer.from('%PDF-1.7'));
    expect((await store.get('receipts/2026/r-1.pdf'))?.data.toString()).toBe('%PDF-1.7');
    expect(await readdir(join(dir, 'receipts/2026'))).toEqual(['r-1.pdf']);
    await store.delete('receipts/2026/r-1.pdf');
    expect(await store.get('receipts/2026/r-1.pdf')).toBeUndefined();
  });

  it('refuses keys that would leave the root', async () => {
    for (const key of ['../etc/passwd', '/abs', 'a/../../b', 'a//b', 'UPPER.pdf', '']) {
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow('invalid file key');
    }
  });

  it('a signed URL allows its method on its key until it expires, nothing else', () => {
    const url = store.signedUrl('documents/d-7.pdf', 'GET', 300);
    expect(url.startsWith('https://umbrella.test/files/documents/d-7.pdf?expires=')).toBe(true);
    const request = requestOf(url, 'GET');
    const at = (date: string) => Math.floor(new Date(date).getTime() / 1000);
    expect(verifySignedRequest(SECRET, request, at('2026-11-25T10:04:59Z'))).toBe(true);
    expect(verifySignedRequest(SECRET, request, at('2026-11-25T10:05:01Z'))).toBe(false);
    expect(verifySignedRequest(SECRET, { ...request, method: 'PUT' }, at('2026-11-25T10:01:00Z'))).toBe(false);
    expect(verifySignedRequest(SECRET, { ...request, key: 'documents/d-8.pdf' }, at('2026-11-25T10:01:00Z'))).toBe(
      false,
    );
    expect(
      verifySignedRequest(SECRET, { ...request, expires: request.expires + 3600 }, at('2026-11-25T10:01:00Z')),
    ).toBe(false);
    expect(verifySignedRequest('another-secret-of-32-characters-long!', request, at('2026-11-25T10:01:00Z'))).toBe(
      false,
    );
  });

  it('takes the expiry from the store clock', () => {
    now = new Date('2030-01-01T00:00:00Z');
    const request = requestOf(store.signedUrl('a.txt', 'PUT', 60), 'PUT');
    expect(request.expires).toBe(Math.floor(now.getTime() / 1000) + 60);
  });
});

describeFileStoreContract('local directory', async ({ clock, secret, baseUrl }) => {
  const root = await mkdtemp(join(tmpdir(), 'umbrella-files-'));
  return {
    store: createLocalFileStore({ dir: root, secret, baseUrl, clock }),
    close: () => rm(root, { recursive: true, force: true }),
  };
});
