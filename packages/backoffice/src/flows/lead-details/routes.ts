/**
 * GET /module/leads/api/v1/leads/{leadId}/details: the lead page's one read (SHELL-16, ADMIN-12),
 * for lead:details:read, region-scoped (another region's lead is a 404 like a missing one).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { LeadFullDetails } from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { errorResponses } from '../../platform/error-responses.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { createLeadDetails } from './service.js';

export const LEAD_DETAILS_PATH = '/module/leads/api/v1/leads/:leadId/details';

const LeadParams = Type.Object({ leadId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

export const leadDetailsRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, { db }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const readLeadDetails = createLeadDetails(db);
  app.get(
    LEAD_DETAILS_PATH,
    {
      config: { permission: ['lead:details:read'] },
      schema: {
        tags: ['leads'],
        summary: 'Everything known about a lead: offer, webmaster, history, calls, recalls, orders (ADMIN-12)',
        description:
          'Needs lead:details:read. A lead of a region the caller does not work in answers 404 like a missing one. ' +
          'The phone is **** for callers with the voip feature; calls carry recordingUrl null until call records are stored.',
        params: LeadParams,
        response: { 200: LeadFullDetails, ...errorResponses },
      },
    },
    async (request) => readLeadDetails(request.caller, request.params.leadId),
  );
};
