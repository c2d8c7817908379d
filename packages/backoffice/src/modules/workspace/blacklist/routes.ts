/**
 * The blacklist's paths as the specification gives them (BLACKLIST-10, BLACKLIST-11), under the
 * leads module: read with lead:blacklist:read, block with lead:blacklist:add, unblock with
 * lead:blacklist:del (BLACKLIST-01, -05, -09).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { BlacklistAddBody, BlacklistEntry, BlacklistPage, BlacklistPageBody } from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { conflictResponses, errorResponses } from '../../../platform/error-responses.js';
import { LEADS_API } from '../leads/api.js';
import type { Blacklist } from './blacklist.js';

export const blacklistRoutes: FastifyPluginAsync<{ blacklist: Blacklist }> = async (instance, { blacklist }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['blacklist'];

  app.post(
    `${LEADS_API}/blacklist/all`,
    {
      config: { permission: ['lead:blacklist:read'] as const },
      schema: {
        tags,
        summary: "A page of blocked phones in the caller's regions, newest first; phone filters by part of the number",
        body: BlacklistPageBody,
        response: { 200: BlacklistPage, ...errorResponses },
      },
    },
    async (request) => blacklist.page(request.caller, request.body),
  );

  app.post(
    `${LEADS_API}/blacklist/add`,
    {
      config: { permission: ['lead:blacklist:add'] as const },
      schema: {
        tags,
        summary: 'Block a phone (E.164): it produces no new lead or order; 409 when it is already blocked',
        body: BlacklistAddBody,
        response: { 200: BlacklistEntry, ...conflictResponses },
      },
    },
    async (request) => blacklist.add(request.caller, request.body),
  );

  app.delete(
    `${LEADS_API}/blacklist/delete/:id`,
    {
      config: { permission: ['lead:blacklist:del'] as const },
      schema: {
        tags,
        summary: 'Unblock a phone',
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        response: { 204: Type.Null({ description: 'Unblocked' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      await blacklist.remove(request.caller, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
