import type { IncomingMessage } from 'node:http';

export class BodyTooLargeError extends Error {
  readonly statusCode = 413;
  readonly code = 'BODY_TOO_LARGE';
  constructor(limit: number) {
    super(`The request body is larger than ${limit} bytes`);
  }
}

/** Reads a request body into memory (so it can be sent again), refusing more than `limit` bytes. */
export async function readBody(raw: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of raw as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new BodyTooLargeError(limit);
    chunks.push(chunk);
  }
  return chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, size);
}
