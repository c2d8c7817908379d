/**
 * Readiness for orchestrators and the gateway's /readyz: 200 only when the database answers; while
 * it is away, 503 in the house error shape (code DATABASE_UNAVAILABLE, plugins/errors.ts) — at
 * once, even when the database does not answer at all (database-probe.ts).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorBody } from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import Type from 'typebox';
import { sendDatabaseUnavailable } from '../../platform/database-unavailable.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { databaseProbe } from './database-probe.js';

export const HealthDto = Type.Object(
  { status: Type.Literal('ok'), engine: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]) },
  { $id: 'Health' },
);

export const healthRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, { db, engine }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const databaseAnswers = databaseProbe(() => sql`select 1`.execute(db));
  app.get(
    '/module/health',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary: 'The back-office and its database are up',
        response: { 200: HealthDto, 503: ErrorBody },
      },
    },
    async (request, reply) => {
      if (await databaseAnswers()) return { status: 'ok' as const, engine };
      return sendDatabaseUnavailable(request, reply);
    },
  );
};
