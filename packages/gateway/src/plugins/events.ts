import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Caller, TokenVerifier } from '@umbrella/backoffice';
import { ERROR_CODES } from '@umbrella/contract';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import Type from 'typebox';
import type { WebSocket } from 'ws';
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
 * Lets what the upgrade came with be collected once the socket is open. @fastify/websocket routes
 * the upgrade through Fastify with a response attached to the connection and keeps Fastify's
 * request and reply in the socket's error listener, so for the socket's whole life it would hold
 * the HTTP request, its URL (with the ~1 KB access token), the response, Fastify's request and
 * reply and their logger: about 4 KB of the ~9 KB a socket cost (bench/events heap snapshots).
 * Nothing writes to that response again, and errors of the open socket (an unclean client
 * disconnect) only need a line in the log.
 */
function releaseUpgrade(socket: WebSocket, request: FastifyRequest, log: FastifyBaseLogger, accountId: number): void {
  const connection = request.raw.socket as Socket & { _httpMessage?: ServerResponse | null };
  connection._httpMessage?.detachSocket(connection);
  socket.removeAllListeners('error');
  socket.on('error', (err) => log.debug({ err, accountId }, 'event socket error'));
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
      releaseUpgrade(socket, request, fastify.log, caller.accountId);
      hub.connect(socket, caller, request.query.lastEventId ?? null);
    },
  );
};
