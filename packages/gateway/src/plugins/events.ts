import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Caller, TokenVerifier } from '@umbrella/backoffice';
import { ERROR_CODES } from '@umbrella/contract';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { bearerToken, cookieValue } from '../auth/bearer.js';
import { isVerifierUnavailable } from '../auth/verify-errors.js';
import type { EventHub } from '../events/hub.js';

export type EventsOptions = { hub: EventHub; verifyToken: TokenVerifier };

const Query = Type.Object({
  /** Browsers cannot set headers on a WebSocket: the token comes in the query or a cookie. */
  access_token: Type.Optional(Type.String({ minLength: 1 })),
  lastEventId: Type.Optional(Type.Integer({ minimum: 0 })),
});

function tokenOf(request: FastifyRequest<{ Querystring: { access_token?: string } }>): string | undefined {
  return request.query.access_token ?? cookieValue(request.headers, 'access_token') ?? bearerToken(request.headers);
}

/**
 * /gateway/events: a WebSocket carrying the caller's events as JSON `{ id, type, payload }`.
 * The token is checked before the upgrade, so a refused client gets a plain HTTP 401.
 */
export const eventsPlugin: FastifyPluginAsyncTypebox<EventsOptions> = async (fastify, { hub, verifyToken }) => {
  const callers = new WeakMap<FastifyRequest, Caller>();

  fastify.get(
    '/gateway/events',
    {
      websocket: true,
      schema: { querystring: Query },
      preHandler: async (request, reply) => {
        const token = tokenOf(request);
        if (!token) {
          return reply.code(401).send({ message: 'Sign in to receive events', code: ERROR_CODES.unauthorized });
        }
        try {
          callers.set(request, await verifyToken(token));
        } catch (error) {
          if (isVerifierUnavailable(error)) {
            return reply.code(503).send({ message: 'Sign-in cannot be checked right now', code: 'AUTH_UNAVAILABLE' });
          }
          return reply.code(401).send({
            message: 'Your session has expired or is not valid: sign in again',
            code: ERROR_CODES.unauthorized,
          });
        }
      },
    },
    (socket, request) => {
      const caller = callers.get(request);
      if (!caller) return socket.close(1008, 'unauthorized');
      hub.connect(socket, caller, request.query.lastEventId ?? null);
    },
  );
};
