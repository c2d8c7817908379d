import type { TokenVerifier } from '@umbrella/backoffice';
import fp from 'fastify-plugin';
import { bearerToken } from '../auth/bearer.js';
import { isVerifierUnavailable } from '../auth/verify-errors.js';

export type AuthOptions = {
  verifyToken: TokenVerifier;
  /** Paths under this prefix need a valid bearer token … */
  protectedPrefix: string;
  /** … except those starting with one of these. */
  publicPrefixes: string[];
};

export const DEFAULT_PUBLIC_PREFIXES = ['/module/docs', '/module/health'];

/**
 * Checks bearer tokens at the edge, before anything reaches the back-office. The verifier caches
 * verified tokens until they expire, so a steady client pays for one signature check per token.
 */
export const authPlugin = fp<AuthOptions>(
  async (fastify, options) => {
    const { verifyToken, protectedPrefix, publicPrefixes } = options;
    fastify.addHook('onRequest', async (request, reply) => {
      const url = request.raw.url ?? '/';
      if (!url.startsWith(protectedPrefix)) return;
      for (const prefix of publicPrefixes) if (url.startsWith(prefix)) return;
      const token = bearerToken(request.headers);
      if (!token) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer')
          .send({ message: 'Sign in to continue: the request carries no access token', code: 'UNAUTHORIZED' });
      }
      try {
        await verifyToken(token);
      } catch (error) {
        if (isVerifierUnavailable(error)) {
          request.log.warn({ err: error }, 'token keys unavailable');
          return reply
            .code(503)
            .send({ message: 'Sign-in cannot be checked right now, please try again', code: 'AUTH_UNAVAILABLE' });
        }
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer error="invalid_token"')
          .send({ message: 'Your session has expired or is not valid: sign in again', code: 'UNAUTHORIZED' });
      }
    });
  },
  { name: 'umbrella-gateway-auth', fastify: '5.x' },
);
