/**
 * Where uploaded files live (payment receipts, documents): behind this interface, so that a
 * local directory (the embedded default) and S3-compatible storage are interchangeable. Keys are
 * relative paths of lowercase letters, digits, dots, dashes and underscores.
 */
import type { Readable } from 'node:stream';
import type { FileMethod } from './signed-url.js';

export type StoredFile = { data: Buffer; size: number };

/**
 * Where the browser sends a file itself, without the bytes passing through the back-office: a
 * multipart form POST of `fields` and then the file (as the field `file`, last) to `url`. The
 * store bounds the size (1..maxBytes bytes) and the key; the metadata fields are signed too.
 */
export type DirectUpload = { method: 'POST'; url: string; fields: Record<string, string>; expiresAt: string };

export type FileStore = {
  put(key: string, data: Buffer): Promise<void>;
  /** undefined when there is no such file. */
  get(key: string): Promise<StoredFile | undefined>;
  /** The file as a stream, for processing without holding it whole; undefined when there is none. */
  read(key: string): Promise<{ stream: Readable; size: number } | undefined>;
  delete(key: string): Promise<void>;
  /**
   * A URL of the back-office's own file route (baseUrl) that allows `method` on `key` until
   * `expiresInSeconds` from now; the route checks the signature and uses put/get.
   */
  signedUrl(key: string, method: FileMethod, expiresInSeconds: number): string;
  /**
   * A link the browser downloads `key` from without the back-office (a pre-signed GET on S3), or
   * undefined when the store has none (the local store: `signedUrl(key, 'GET')`).
   */
  directDownloadUrl(key: string, expiresInSeconds: number): Promise<string | undefined>;
  /**
   * A form the browser posts `key` to directly, or undefined when this store has no URL of its
   * own (the local store: uploads reach the back-office's signed PUT route, `signedUrl(key, 'PUT')`).
   * After a direct upload the back-office is told and checks the file (`read`) before using it.
   */
  directUpload(
    key: string,
    options: { maxBytes: number; expiresInSeconds: number; metadata?: Record<string, string> },
  ): Promise<DirectUpload | undefined>;
};

const KEY = /^[a-z0-9_-][a-z0-9._-]*(\/[a-z0-9_-][a-z0-9._-]*)*$/;

/** Refuses keys that could leave the store's root ("..", absolute paths, odd characters). */
export function assertFileKey(key: string): string {
  if (key.length > 512 || !KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`invalid file key: ${JSON.stringify(key)}`);
  }
  return key;
}
