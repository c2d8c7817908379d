import fp from 'fastify-plugin';
import { type AccessRules, needsToken, refusal } from '../auth/access.js';

/** Bearer-token checks for the back-office's paths answered inside this Fastify instance (embedded mode). */
export const authPlugin = fp<AccessRules>(
  async (fastify, rules) => {
    fastify.addHook('onRequest', async (request, reply) => {
      if (!needsToken(request.raw.url ?? '/', rules)) return;
      const refused = await refusal(request.headers, rules);
      if (!refused) return;
      if (refused.error) request.log.warn({ err: refused.error }, 'token keys unavailable');
      return reply.code(refused.statusCode).headers(refused.headers).send(refused.body);
    });
  },
  { name: 'umbrella-gateway-auth', fastify: '5.x' },
);
