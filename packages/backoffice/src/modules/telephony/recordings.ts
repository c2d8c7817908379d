/**
 * Where call recordings are read from, behind one small interface so that the file store (local
 * directory or S3-compatible) can take over: a recording's size, and a byte range of it read
 * without reading the whole file (seeking in the player asks for ranges).
 */
import { mkdir, open, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { assertFileKey } from '../../platform/file-store/index.js';

export type RecordingSource = {
  /** The recording's size in bytes, or undefined when there is none. */
  size(key: string): Promise<number | undefined>;
  /** Bytes start..end (inclusive) of the recording. */
  read(key: string, start: number, end: number): Promise<Buffer>;
  /** Stores a whole recording; readers never see it half written. */
  write(key: string, data: Buffer): Promise<void>;
};

/** The audio formats a recording may have, by the extension of its key. */
export const RECORDING_TYPES = { webm: 'audio/webm', ogg: 'audio/ogg', wav: 'audio/wav' } as const;
export type RecordingExtension = keyof typeof RECORDING_TYPES;

/** The media type of a recording from its key's extension (audio/wav for older keys without one). */
export function recordingType(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1) as RecordingExtension;
  return RECORDING_TYPES[extension] ?? 'audio/wav';
}

/** Recordings as files under `<dir>/<key>`. */
export function directoryRecordings(dir: string): RecordingSource {
  const path = (key: string) => join(dir, assertFileKey(key));
  return {
    async size(key) {
      try {
        const info = await stat(path(key));
        return info.isFile() ? info.size : undefined;
      } catch {
        return undefined;
      }
    },
    async read(key, start, end) {
      const file = await open(path(key), 'r');
      try {
        const buffer = Buffer.alloc(end - start + 1);
        const { bytesRead } = await file.read(buffer, 0, buffer.length, start);
        return buffer.subarray(0, bytesRead);
      } finally {
        await file.close();
      }
    },
    async write(key, data) {
      const target = path(key);
      await mkdir(dir, { recursive: true });
      const partial = `${target}.${process.pid}.${Date.now()}.part`;
      await writeFile(partial, data);
      await rename(partial, target);
    },
  };
}

/** A single `bytes=a-b` / `bytes=a-` / `bytes=-n` range of a file of `size` bytes; null when unsatisfiable. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start <= end && start < size ? { start, end } : null;
}
