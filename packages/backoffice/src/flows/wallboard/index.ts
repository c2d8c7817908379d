/**
 * GET /module/wallboard/api/v1/wallboard (sessions:read): the supervisor wallboard of the
 * caller's regions, optionally narrowed to some of them (decision 1421).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Wallboard } from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { privateErrors } from '../../platform/error-responses.js';
import type { BackofficeModule, ModuleDeps } from '../../platform/module-deps.js';
import { readWallboard } from './wallboard.js';

export { startWallboardWatch } from './wallboard.js';

const routes: FastifyPluginAsync<ModuleDeps> = async (instance, { db }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/module/wallboard/api/v1/wallboard',
    {
      config: { permission: ['sessions:read'] },
      schema: {
        tags: ['sessions'],
        summary:
          'Supervisor wallboard: queue per product and task type, agents by state, last hour (decision 1421); fetch again on wallboard.changed',
        querystring: Type.Object({
          regionIds: Type.Optional(
            Type.Array(Type.String({ minLength: 1, maxLength: 32 }), {
              maxItems: 10,
              description: 'default: all yours',
            }),
          ),
        }),
        response: { 200: Wallboard, ...privateErrors },
      },
    },
    async (request) => {
      const own = request.caller.regionIds;
      const asked = request.query.regionIds;
      return readWallboard(db, asked?.length ? own.filter((id) => asked.includes(id)) : own);
    },
  );
};

export const wallboardFlow: BackofficeModule = { name: 'wallboard', prefixes: ['/module/wallboard'], routes };
