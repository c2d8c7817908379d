import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ERROR_CODES } from '@umbrella/contract';
import type { Caller, TokenVerifier } from '@umbrella/edge';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import Type from 'typebox';
import type { WebSocket } from 'ws';
import { bearerToken } from '../auth/bearer.js';
import { checkToken } from '../auth/check-token.js';
import { SOCKET_TICKET_TTL_MS, SocketTickets, upgradeToken } from '../auth/socket-tickets.js';
import type { EventHub } from '../events/hub.js';
import { ErrorReply } from '../schemas.js';

export type EventsOptions = { hub: EventHub; verifyToken: TokenVerifier };

export const EVENTS_TICKET_PATH = '/gateway/events/ticket';

const Query = Type.Object({
  /** Browsers cannot set headers on a WebSocket: the web app brings a single-use ticket … */
  ticket: Type.Optional(Type.String({ minLength: 1 })),
  /** … tools may bring the token itself (query, cookie or header). */
  access_token: Type.Optional(Type.String({ minLength: 1 })),
  lastEventId: Type.Optional(Type.Integer({ minimum: 0 })),
});

const Ticket = Type.Object({
  ticket: Type.String({ description: 'opens /gateway/events once (query `ticket`)' }),
  expiresIn: Type.Integer({ description: 'seconds the ticket stays valid' }),
});

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
 * The token is checked before the upgrade, so a refused client gets a plain HTTP 401. The web app
 * opens it with a ticket from POST /gateway/events/ticket, never with the token in the URL, which
 * the browser's console and proxies' logs would keep (decision 1796).
 */
export const eventsPlugin: FastifyPluginAsyncTypebox<EventsOptions> = async (fastify, { hub, verifyToken }) => {
  const callers = new WeakMap<FastifyRequest, Caller>();
  const tickets = new SocketTickets();

  fastify.post(
    EVENTS_TICKET_PATH,
    { schema: { response: { 200: Ticket, 401: ErrorReply, 503: ErrorReply } } },
    async (request, reply) => {
      const token = bearerToken(request.headers);
      const checked = await checkToken(token, verifyToken);
      if ('refused' in checked) {
        const { statusCode, headers, body } = checked.refused;
        return reply.code(statusCode).headers(headers).send(body);
      }
      reply.header('cache-control', 'no-store');
      return { ticket: tickets.issue(checked.token), expiresIn: SOCKET_TICKET_TTL_MS / 1000 };
    },
  );

  fastify.get(
    '/gateway/events',
    {
      websocket: true,
      schema: { querystring: Query },
      preHandler: async (request, reply) => {
        const token = upgradeToken(request.query, request.headers, tickets);
        if (token === null) {
          return reply
            .code(401)
            .send({ message: 'The events ticket is unknown, used or expired', code: ERROR_CODES.unauthorized });
        }
        const checked = await checkToken(token, verifyToken);
        if ('refused' in checked) {
          const { statusCode, headers, body } = checked.refused;
          return reply.code(statusCode).headers(headers).send(body);
        }
        callers.set(request, checked.caller);
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
