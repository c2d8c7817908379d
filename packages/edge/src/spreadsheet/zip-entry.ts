/**
 * Opens one entry of a zip held in memory, found in its central directory (zip-guard.ts), as a
 * stream of its inflated bytes (node:zlib). Reading entries by the directory rather than in the
 * archive's order is what lets a sheet be read after the parts it depends on without parking it
 * anywhere first. An entry that inflates past the size its directory declared stops with an error:
 * the expansion limits were checked against those sizes.
 */
import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import type { ZipEntry } from './zip-guard.js';

const LOCAL_HEADER = 0x04034b50;

async function* inflated(body: Buffer, entry: ZipEntry): AsyncGenerator<Buffer> {
  if (entry.method === 0) {
    if (body.length !== entry.size) throw new Error(`the zip entry ${entry.name} is damaged`);
    yield body;
    return;
  }
  if (entry.method !== 8) throw new Error(`the zip entry ${entry.name} uses an unsupported compression`);
  const inflater = createInflateRaw();
  inflater.end(body);
  let total = 0;
  for await (const chunk of inflater as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > entry.size) {
      inflater.destroy();
      throw new Error(`the zip entry ${entry.name} expands beyond its declared size`);
    }
    yield chunk;
  }
}

/** The entry's bytes, inflated, as a stream; throws when its local header is not where the directory says. */
export function openZipEntry(data: Buffer, entry: ZipEntry): Readable {
  const at = entry.headerOffset;
  if (at + 30 > data.length || data.readUInt32LE(at) !== LOCAL_HEADER)
    throw new Error(`the zip entry ${entry.name} is damaged`);
  const start = at + 30 + data.readUInt16LE(at + 26) + data.readUInt16LE(at + 28);
  if (start + entry.compressedSize > data.length) throw new Error(`the zip entry ${entry.name} is damaged`);
  return Readable.from(inflated(data.subarray(start, start + entry.compressedSize), entry), { objectMode: false });
}
