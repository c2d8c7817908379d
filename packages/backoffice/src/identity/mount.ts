import type { IncomingMessage, ServerResponse } from 'node:http';
import type {} from '@fastify/swagger';
import type { FastifyPluginAsync } from 'fastify';
import type Provider from 'oidc-provider';
import { nulRefusal } from './refuse-nul.js';

export const OIDC_PREFIX = '/oidc';

/**
 * Hands every request under /oidc/** (other than the issuer's own pages) to oidc-provider. The
 * request is taken over in onRequest, before Fastify reads the body, because the provider parses
 * bodies itself. The original URL is kept on the request so the provider knows its mount path.
 * Input holding a NUL character is refused first (refuse-nul.ts).
 */
export function providerRoutes(provider: Provider): FastifyPluginAsync {
  const callback = provider.callback();
  const handOver = (raw: IncomingMessage & { originalUrl?: string }, res: ServerResponse) => {
    const url = raw.url ?? OIDC_PREFIX;
    raw.originalUrl = url;
    raw.url = url.slice(OIDC_PREFIX.length) || '/';
    // Put the full path back before Fastify logs the finished request.
    res.prependOnceListener('finish', () => {
      raw.url = url;
    });
    return callback(raw, res);
  };
  return async (app) => {
    app.route({
      method: ['GET', 'POST', 'OPTIONS'],
      url: `${OIDC_PREFIX}/*`,
      schema: { hide: true },
      onRequest: async (request, reply) => {
        const refused = await nulRefusal(request.raw);
        if (refused) return reply.code(400).send(refused);
        reply.hijack();
        await handOver(request.raw, reply.raw);
      },
      handler: async () => undefined,
    });
  };
}
