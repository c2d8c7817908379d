/** Browser-session heartbeat and the online-users list (SESSION-05, SESS-01, SESS-02, SESS-07). */

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { OnlineSession, PingBody } from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { privateErrors } from '../../platform/error-responses.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { ONLINE_WINDOW_SECONDS } from './repo.js';
import { createSessionService } from './service.js';

const BASE = '/module/sessions/api/v1';

export const sessionRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, deps) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const sessions = createSessionService(deps);

  app.post(
    `${BASE}/ping`,
    {
      schema: {
        tags: ['sessions'],
        summary: 'Heartbeat of a signed-in browser, sent every 10 s',
        body: PingBody,
        response: { 204: Type.Null({ description: 'recorded' }), ...privateErrors },
      },
    },
    async (request, reply) => {
      await sessions.ping(request.body.sessionId, request.caller);
      return reply.code(204).send(null);
    },
  );

  app.get(
    `${BASE}/online`,
    {
      config: { permission: ['sessions:read'] },
      schema: {
        tags: ['sessions'],
        summary: `Sessions seen within the last ${ONLINE_WINDOW_SECONDS} s, newest first`,
        response: { 200: Type.Array(OnlineSession), ...privateErrors },
      },
    },
    async (request) => sessions.online(request.caller.regionIds),
  );
};
