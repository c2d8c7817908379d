/**
 * Where uploaded files live (payment receipts, documents): behind this interface, so that a
 * local directory (the embedded default) and S3-compatible storage are interchangeable. Keys are
 * relative paths of lowercase letters, digits, dots, dashes and underscores.
 */
import type { FileMethod } from './signed-url.js';

export type StoredFile = { data: Buffer; size: number };

export type FileStore = {
  put(key: string, data: Buffer): Promise<void>;
  /** undefined when there is no such file. */
  get(key: string): Promise<StoredFile | undefined>;
  delete(key: string): Promise<void>;
  /** A URL that allows `method` on `key` until `expiresInSeconds` from now. */
  signedUrl(key: string, method: FileMethod, expiresInSeconds: number): string;
};

const KEY = /^[a-z0-9_-][a-z0-9._-]*(\/[a-z0-9_-][a-z0-9._-]*)*$/;

/** Refuses keys that could leave the store's root ("..", absolute paths, odd characters). */
export function assertFileKey(key: string): string {
  if (key.length > 512 || !KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`invalid file key: ${JSON.stringify(key)}`);
  }
  return key;
}
