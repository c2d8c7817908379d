/**
 * An administrator lifts a sign-in throttle (docs/decisions/1033-sign-in-throttling.md): every
 * recorded failure of the account, from every address, is forgotten, so its next sign-in is
 * not delayed. Needs `owner:users`, like the rest of account administration.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { errorResponses } from '../platform/error-responses.js';
import { notFound } from '../platform/http-error.js';
import type { ModuleDeps } from '../platform/module-deps.js';
import { clearSignInFailures } from './rate-limit.js';

export const SIGN_IN_THROTTLE_PATH = '/module/account/api/v1/accounts/:accountId/sign-in-throttle';

export const signInThrottleRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, { db }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.delete(
    SIGN_IN_THROTTLE_PATH,
    {
      config: { permission: ['owner:users'] },
      schema: {
        tags: ['account'],
        summary: "Lift an account's sign-in throttle: its failed sign-ins are forgotten (owner:users)",
        params: Type.Object({ accountId: Type.Integer({ minimum: 1 }) }),
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const account = await db
        .selectFrom('accounts')
        .select('username')
        .where('id', '=', request.params.accountId)
        .executeTakeFirst();
      if (!account) throw notFound({ key: 'notFoundAccount', values: { id: request.params.accountId } });
      await clearSignInFailures(db, account.username);
      return reply.code(204).send(null);
    },
  );
};
