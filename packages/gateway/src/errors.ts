import { type ApiReason, ERROR_CODES } from '@umbrella/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** One error shape `{ message, code?, errors? }`; a 5xx never shows internals, only the request id. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  if (statusCode >= 500) {
    request.log.error({ err: error }, 'request failed');
    void reply
      .code(statusCode)
      .send({ message: `Something went wrong (request ${request.id})`, code: ERROR_CODES.internal });
    return;
  }
  if (error.validation) {
    const errors: Record<string, string> = {};
    for (const issue of error.validation) {
      const field =
        issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || String(issue.params?.missingProperty ?? '');
      errors[field || error.validationContext || 'request'] = issue.message ?? 'is invalid';
    }
    void reply.code(400).send({ message: error.message, code: ERROR_CODES.validation, errors });
    return;
  }
  // A refusal that carries its reason (decision 1821) keeps it, for the web to say in its language.
  const { reason } = error as FastifyError & { reason?: ApiReason };
  void reply.code(statusCode).send({ message: error.message, code: error.code, ...(reason ? { reason } : {}) });
}
