/** The answer of a request that found the database away (plugins/errors.ts, readiness). */
import { ERROR_CODES } from '@umbrella/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Seconds a caller should wait before retrying while the database is away. */
const RETRY_AFTER_SECONDS = 2;

/** 503 DATABASE_UNAVAILABLE: nothing is wrong with the request, try again in a moment. */
export function sendDatabaseUnavailable(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply
    .code(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .send({
      message: 'The database is unavailable; try again in a few seconds',
      code: ERROR_CODES.databaseUnavailable,
      requestId: String(request.id),
    });
}
