import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';

export type HealthOptions = {
  /** Whether the gateway can serve: the upstream answers, or the embedded database does. */
  ready: () => Promise<boolean>;
};

const Status = Type.Object({ status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]) });

/** Liveness (/healthz: the process answers) and readiness (/readyz: it can do useful work). */
export const healthPlugin: FastifyPluginAsyncTypebox<HealthOptions> = async (fastify, { ready }) => {
  fastify.get('/healthz', { schema: { response: { 200: Status } } }, async () => ({ status: 'ok' as const }));

  fastify.get('/readyz', { schema: { response: { 200: Status, 503: Status } } }, async (request, reply) => {
    const ok = await ready().catch((err: Error) => {
      request.log.warn({ err }, 'readiness check failed');
      return false;
    });
    reply.header('cache-control', 'no-store');
    return ok ? { status: 'ok' as const } : reply.code(503).send({ status: 'unavailable' as const });
  });
};
