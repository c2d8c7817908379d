/**
 * The standalone back-office HTTP application: Fastify with request ids taken from the gateway's
 * `x-request-id`, the back-office routes, and a JSON 404. The gateway's embedded mode does not use
 * this file: it registers `backoffice.routes` in its own instance.
 */
import { randomUUID } from 'node:crypto';
import { ERROR_CODES } from '@umbrella/contract';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Backoffice } from './backoffice.js';
import { trustGatewayHop } from './trust-gateway.js';

export const REQUEST_ID_HEADER = 'x-request-id';

export async function buildApp(
  backoffice: Backoffice,
  options: { logger?: FastifyServerOptions['logger'] } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    requestIdHeader: REQUEST_ID_HEADER,
    genReqId: () => randomUUID(),
    trustProxy: trustGatewayHop,
  });
  await app.register(backoffice.routes);
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ message: `Route ${request.method} ${request.url} not found`, code: ERROR_CODES.notFound });
  });
  return app;
}
