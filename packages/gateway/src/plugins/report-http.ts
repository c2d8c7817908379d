/**
 * What the report routes share: who may upload (a valid token with the permission), reading the
 * body and its x-amz-meta-* headers, calling the back-office through the gateway itself, relaying
 * its answers and refusing a file with errors (400, every error listed).
 */

import { ERROR_CODES, type ReportRowError, reasonText } from '@umbrella/contract';
import type { TokenVerifier } from '@umbrella/edge';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken } from '../auth/bearer.js';
import { checkToken } from '../auth/check-token.js';

export type Answer = { statusCode: number; body: string; json: () => unknown };

export function createReportHttp(fastify: FastifyInstance, verifyToken: TokenVerifier) {
  const upstream = fastify.inject.bind(fastify);
  const bytes = (request: FastifyRequest) => (Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0));

  return {
    upstream,
    bytes,

    /** The caller may upload these reports: a valid token with the permission (403/401 otherwise). */
    async allowed(request: FastifyRequest, reply: FastifyReply, permission: string): Promise<boolean> {
      const checked = await checkToken(bearerToken(request.headers), verifyToken);
      if ('refused' in checked) {
        const { statusCode, headers, body } = checked.refused;
        await reply.code(statusCode).headers(headers).send(body);
        return false;
      }
      if (checked.caller.permissions.includes(permission)) return true;
      const reason = { key: 'missingPermission', values: { permissions: permission } } as const;
      await reply.code(403).send({ message: reasonText(reason), code: ERROR_CODES.forbidden, reason });
      return false;
    },

    header(request: FastifyRequest, name: string) {
      const value = request.headers[`x-amz-meta-${name}`];
      return typeof value === 'string' ? decodeURIComponent(value) : undefined;
    },

    jsonHeaders: (request: FastifyRequest) => ({
      authorization: request.headers.authorization ?? '',
      'content-type': 'application/json',
      'x-request-id': request.id,
    }),

    /** The caller's idempotency key, passed on to the back-office's storing call. */
    idempotencyHeader: (request: FastifyRequest): Record<string, string> =>
      request.headers['idempotency-key'] ? { 'idempotency-key': String(request.headers['idempotency-key']) } : {},

    relay: (reply: FastifyReply, answer: Answer) =>
      reply.code(answer.statusCode).header('content-type', 'application/json').send(answer.body),

    /** Stores the bytes at a signed link the back-office gave (PUT through the proxy, as the browser would). */
    putBytes(request: FastifyRequest, url: string) {
      const target = new URL(url, 'http://gateway.invalid');
      return upstream({
        method: 'PUT',
        url: `${target.pathname}${target.search}`,
        headers: { 'content-type': 'application/octet-stream', 'x-request-id': request.id },
        payload: bytes(request),
      });
    },

    /** A file with errors: each listed, and how many said as a reason key (decision 1821). */
    refuse: (reply: FastifyReply, errors: readonly ReportRowError[], extra: Record<string, unknown> = {}) => {
      const reason = { key: 'reportHasErrors', values: { errors: errors.length } } as const;
      const file = { key: 'errorCount', values: { errors: errors.length } } as const;
      return reply.code(400).send({
        message: reasonText(reason),
        code: ERROR_CODES.validation,
        errors: { file: reasonText(file) },
        reason,
        reasons: { file },
        reportErrors: errors,
        ...extra,
      });
    },
  };
}

export type ReportHttp = ReturnType<typeof createReportHttp>;
