/**
 * POST /accounts/block, POST /accounts/unblock (all selected ids in one call) and
 * DELETE /accounts/{id} (one call per account). A blocked or deleted account's browser sessions,
 * sign-in sessions and refresh tokens end at once, and its next request is refused (decision 1402).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { AccountIdsBody, createAccountAdminService } from '../../modules/accounts/index.js';
import { createSessionService } from '../../modules/sessions/index.js';
import { errorResponses } from '../../platform/error-responses.js';
import type { ModuleDeps } from '../../platform/module-deps.js';

const BASE = '/module/account/api/v1/accounts';
const config = { permission: ['owner:users'] } as const;
const tags = ['account'];
const Done = { 204: Type.Null({ description: 'done' }) };

export const accountAdminFlowRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, deps) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const admin = createAccountAdminService(deps.db);
  const sessions = createSessionService(deps);

  async function endSessions(accountIds: readonly number[]) {
    await deps.identity?.blockedChanged?.(accountIds);
    await sessions.endForAccounts(accountIds);
    await deps.identity?.endSessions(accountIds);
  }

  app.post(
    `${BASE}/block`,
    {
      config,
      schema: {
        tags,
        summary: 'blockAccount(ids): blocks every listed account and ends its sessions (AGENT-15)',
        body: AccountIdsBody,
        response: { ...Done, ...errorResponses },
      },
    },
    async (request, reply) => {
      await endSessions(await admin.setBlocked(request.caller, request.body.ids, true));
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${BASE}/unblock`,
    {
      config,
      schema: {
        tags,
        summary: 'unblockAccount(ids) (AGENT-16)',
        body: AccountIdsBody,
        response: { ...Done, ...errorResponses },
      },
    },
    async (request, reply) => {
      const ids = await admin.setBlocked(request.caller, request.body.ids, false);
      await deps.identity?.blockedChanged?.(ids);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    `${BASE}/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'deleteAccount: the account leaves every list and group; its sessions end (AGENT-17)',
        params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }),
        response: { ...Done, ...errorResponses },
      },
    },
    async (request, reply) => {
      await admin.remove(request.caller, request.params.id);
      await endSessions([request.params.id]);
      return reply.code(204).send(null);
    },
  );
};
