/**
 * The outbox as a server-sent event stream for a gateway running in another process. Authorised
 * by the shared X-Internal-Token (not a user token: the gateway reads everyone's events and fans
 * them out per account); resumable with Last-Event-ID or ?after=. Without INTERNAL_TOKEN the
 * route does not exist.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Socket } from 'node:net';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorBody } from '@umbrella/contract';
import { EVENT_STREAM_PATH } from '@umbrella/edge';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { unauthorized } from '../../platform/http-error.js';
import type { ModuleDeps } from '../../platform/module-deps.js';

const KEEP_ALIVE_MS = 15_000;

function sameSecret(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function resumeId(lastEventId: string | undefined, after: number | undefined): number | null {
  const fromHeader = lastEventId !== undefined ? Number.parseInt(lastEventId, 10) : Number.NaN;
  if (Number.isInteger(fromHeader) && fromHeader >= 0) return fromHeader;
  return after ?? null;
}

export const eventStreamRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, { config, events }) => {
  const secret = config.internalToken;
  if (!secret) return;
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const open = new Set<Socket>();

  // Long-lived streams would hold a graceful shutdown open: end them first.
  app.addHook('preClose', async () => {
    for (const socket of open) socket.destroy();
  });

  app.get(
    EVENT_STREAM_PATH,
    {
      config: { public: true },
      schema: {
        tags: ['events'],
        summary: 'Outbox events as text/event-stream for a remote gateway (X-Internal-Token)',
        headers: Type.Object({
          'x-internal-token': Type.Optional(Type.String()),
          'last-event-id': Type.Optional(Type.String()),
        }),
        querystring: Type.Object({ after: Type.Optional(Type.Integer({ minimum: 0 })) }),
        response: {
          200: Type.String({ description: 'text/event-stream: `id`, `event` (the type) and `data` (a DomainEvent)' }),
          400: ErrorBody,
          401: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      if (!sameSecret(request.headers['x-internal-token'], secret)) throw unauthorized('Invalid internal token');
      const after = resumeId(request.headers['last-event-id'], request.query.after);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
      });
      res.write('retry: 1000\n: connected\n\n');
      const socket = res.socket;
      if (socket) {
        open.add(socket);
        socket.once('close', () => open.delete(socket));
      }
      const unsubscribe = events.subscribe(after, (event) => {
        res.write(`id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      });
      const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
      res.on('close', () => {
        clearInterval(keepAlive);
        unsubscribe();
      });
    },
  );
};
