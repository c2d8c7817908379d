/**
 * What a stored file is, from its first bytes and its size, read as a stream (the whole file is
 * not fetched): how a file uploaded straight to the store is checked before it is used.
 */
import type { FileStore } from './file-store.js';
import { sniffContentType } from './sniff.js';

/** Enough for every signature sniffContentType knows (RIFF....WEBP is the longest, 12 bytes). */
const HEAD_BYTES = 16;

export async function inspectStoredFile(
  store: FileStore,
  key: string,
): Promise<{ size: number; contentType: string | undefined } | undefined> {
  const file = await store.read(key);
  if (!file) return undefined;
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of file.stream) {
      const bytes = Buffer.from(chunk as Uint8Array);
      chunks.push(bytes);
      length += bytes.length;
      if (length >= HEAD_BYTES) break;
    }
  } finally {
    file.stream.destroy();
  }
  return { size: file.size, contentType: sniffContentType(Buffer.concat(chunks)) };
}
