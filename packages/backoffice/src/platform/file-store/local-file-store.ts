/** The file store of the embedded default: files under one local directory, URLs signed with HMAC. */
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Clock } from '../../clock.js';
import { assertFileKey, type FileStore } from './file-store.js';
import { signUrlFor } from './signed-url.js';

export type LocalFileStoreOptions = {
  /** Root directory of the files. */
  dir: string;
  /** Secret of the URL signatures (at least 32 characters). */
  secret: string;
  /** Public URL prefix the signed URLs start with, e.g. `${PUBLIC_URL}/module/files`. */
  baseUrl: string;
  clock: Pick<Clock, 'now'>;
};

export function createLocalFileStore(options: LocalFileStoreOptions): FileStore {
  const { dir, secret, baseUrl, clock } = options;
  if (secret.length < 32) throw new Error('file store secret must be at least 32 characters');
  const pathOf = (key: string) => join(dir, assertFileKey(key));

  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, data);
    },
    async get(key) {
      try {
        const data = await readFile(pathOf(key));
        return { data, size: data.length };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async read(key) {
      const path = pathOf(key);
      try {
        const { size } = await stat(path);
        return { stream: createReadStream(path), size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    signedUrl(key, method, expiresInSeconds) {
      return signUrlFor(secret, baseUrl, clock.now(), { key: assertFileKey(key), method, expiresInSeconds });
    },
    async directDownloadUrl() {
      return undefined;
    },
    async directUpload() {
      return undefined;
    },
  };
}
