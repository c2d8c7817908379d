/**
 * What every signed file route shares (payments' receipts, documents' attachments): the query a
 * signed URL carries, the check of its signature against the store's secret (a 403 otherwise),
 * and a parser that hands the route the raw bytes of any content type, up to a size limit.
 * The route is public: the URL's signature is the credential.
 */
import { ErrorBody } from '@umbrella/contract';
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { systemClock } from '../../clock.js';
import { forbidden } from '../http-error.js';
import { type FileMethod, verifySignedRequest } from './signed-url.js';

export const SignedFileQuery = Type.Object({
  expires: Type.Integer(),
  signature: Type.String({ minLength: 1, maxLength: 200 }),
});

/**
 * The answers of a signed download: the file (its type is the stored one), a malformed link
 * (400), a wrong or expired signature (403), a file no longer there (404).
 */
export const SignedDownloadResponses = {
  200: { content: { '*/*': { schema: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) } } },
  400: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
} as const;

/** A 403 unless the query signs `method` on `key` and has not expired. */
export function assertSignedRequest(
  secret: string,
  key: string,
  method: FileMethod,
  query: { expires: number; signature: string },
  now = systemClock.now(),
): void {
  if (!verifySignedRequest(secret, { key, method, ...query }, Math.floor(now.getTime() / 1000))) {
    throw forbidden('This file link is invalid or has expired');
  }
}

/** Bodies of any content type reach the routes of `app` as a Buffer of at most `maxBytes` (a 413 beyond). */
export function acceptRawBodies(app: FastifyInstance, maxBytes: number): void {
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxBytes }, (_request, body, done) => done(null, body));
}
