/**
 * What every signed file route shares (payments' receipts and reports, documents' attachments,
 * call recordings): the query a signed URL carries, the check of its signature against the
 * store's secret (a 403 otherwise), a parser that hands the route the raw bytes of any content
 * type up to a size limit, and the PUT and GET routes themselves. The routes are public: the
 * URL's signature is the credential.
 */
import { ErrorBody } from '@umbrella/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Type, { type TObject, type TSchema } from 'typebox';
import { systemClock } from '../../clock.js';
import { forbidden, invalid } from '../http-error.js';
import { type FileMethod, verifySignedRequest } from './signed-url.js';

const SignedFileQuery = Type.Object({
  expires: Type.Integer(),
  signature: Type.String({ minLength: 1, maxLength: 200 }),
});

/**
 * The answers of a signed download: the file (its type is the stored one), a malformed link
 * (400), a wrong or expired signature (403), a file no longer there (404).
 */
const SignedDownloadResponses = {
  200: { content: { '*/*': { schema: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) } } },
  400: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
} as const;

/** A 403 unless the query signs `method` on `key` and has not expired. */
function assertSignedRequest(
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

type SignedRoute = {
  /** The route's path, with its parameters (`…/receipts/:name`). */
  url: string;
  params: TObject;
  /** The stored key the URL signs, from the route's parameters. */
  keyOf: (params: Record<string, string>) => string;
  secret: string;
  tags: string[];
  summary: string;
};

type SignedRequest = FastifyRequest<{ Params: Record<string, string>; Querystring: SignedQuery }>;
type SignedQuery = { expires: number; signature: string };

/**
 * The PUT a signed upload link points at: a 403 unless signed for this key, a 400 for no bytes;
 * `receive` stores them and says what to answer (`status` with its body).
 */
export function signedUploadRoute(
  app: FastifyInstance,
  route: SignedRoute & {
    maxBytes: number;
    status: 201 | 204;
    response: Record<number, TSchema>;
    receive: (key: string, bytes: Buffer, request: SignedRequest) => Promise<unknown>;
  },
): void {
  app.put<{ Params: Record<string, string>; Querystring: SignedQuery }>(
    route.url,
    {
      config: { public: true },
      bodyLimit: route.maxBytes,
      schema: {
        tags: route.tags,
        summary: route.summary,
        params: route.params,
        querystring: SignedFileQuery,
        response: route.response,
      },
    },
    async (request, reply) => {
      const key = route.keyOf(request.params);
      assertSignedRequest(route.secret, key, 'PUT', request.query);
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw invalid('file', 'must not be empty');
      const answer = await route.receive(key, request.body, request);
      return reply.code(route.status).send(route.status === 204 ? null : answer);
    },
  );
}

/** A file as a signed download hands it out. */
export type SignedDownload = {
  data: Buffer;
  mediaType: string;
  /** Shown in the browser, or saved under this name. */
  disposition: 'inline' | { attachment: string };
  cacheControl: string;
};

/** The GET a signed download link points at: a 403 unless signed for this key, then the file. */
export function signedDownloadRoute(
  app: FastifyInstance,
  route: SignedRoute & { read: (key: string) => Promise<SignedDownload> },
): void {
  app.get<{ Params: Record<string, string>; Querystring: SignedQuery }>(
    route.url,
    {
      config: { public: true },
      schema: {
        tags: route.tags,
        summary: route.summary,
        params: route.params,
        querystring: SignedFileQuery,
        response: SignedDownloadResponses,
      },
    },
    async (request, reply: FastifyReply) => {
      const key = route.keyOf(request.params);
      assertSignedRequest(route.secret, key, 'GET', request.query);
      const file = await route.read(key);
      const disposition =
        file.disposition === 'inline'
          ? 'inline'
          : `attachment; filename*=UTF-8''${encodeURIComponent(file.disposition.attachment)}`;
      return reply
        .header('content-type', file.mediaType)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', disposition)
        .header('cache-control', file.cacheControl)
        .send(file.data);
    },
  );
}
