/** Browser-session heartbeat and the online-users list (SESSION-05, SESS-01, SESS-02, SESS-07). */

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { OnlineSession, PingBody } from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { privateErrors } from '../../platform/error-responses.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { listOnlineSessions, ONLINE_WINDOW_SECONDS, recordPing } from './repo.js';

const BASE = '/module/sessions/api/v1';

export const sessionRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, { db }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

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
      await recordPing(db, request.body.sessionId, request.caller.accountId);
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
    async (request) => listOnlineSessions(db, request.caller.regionIds),
  );
};
