/**
 * Agency special payouts (/agencies, AGENCY-*), for read:webmasters (ADMIN-06, the one
 * permission the spec names for the screen; decision 1501), scoped to the caller's regions
 * through each payout's offer.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AgencyNameQuery,
  AgencyOfferChoice,
  AgencyPayoutDto,
  CreateAgencyPayoutBody,
  UpdateAgencyPayoutBody,
} from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { errorResponses, privateErrors } from '../../platform/error-responses.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { createAgencyService } from './agency-service.js';
import { OFFERS_BASE } from './routes.js';

const BASE = `${OFFERS_BASE}/agency-payouts`;
const config = { permission: ['read:webmasters'] } as const;
const tags = ['agencies'];

export const agencyRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, { db }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const agencies = createAgencyService(db);

  app.get(
    BASE,
    {
      config,
      schema: {
        tags,
        summary: "The agency payouts of the caller's offers (AGENCY-03, AGENCY-04); payout in cents",
        response: { 200: Type.Array(AgencyPayoutDto), ...privateErrors },
      },
    },
    async (request) => agencies.list(request.caller),
  );

  app.post(
    BASE,
    {
      config,
      schema: {
        tags,
        summary: 'createAgencyPayout({payout in cents, agencyName, offerId}) (AGENCY-13..23)',
        body: CreateAgencyPayoutBody,
        response: { 201: AgencyPayoutDto, ...errorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await agencies.create(request.caller, request.body)),
  );

  app.get(
    `${BASE}/name-exists`,
    {
      config,
      schema: {
        tags,
        summary: 'validateNameForAgency: true when the offer already has a payout for this agency (AGENCY-16)',
        querystring: AgencyNameQuery,
        response: { 200: Type.Boolean(), ...errorResponses },
      },
    },
    async (request) => agencies.nameExists(request.caller, request.query),
  );

  app.get(
    `${BASE}/offers`,
    {
      config,
      schema: {
        tags,
        summary: "offersForAgencies: the caller's offers with partner and default payout (AGENCY-05, -09, -10)",
        response: { 200: Type.Array(AgencyOfferChoice), ...privateErrors },
      },
    },
    async (request) => agencies.offers(request.caller),
  );

  app.put(
    `${BASE}/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'Changes the payout of an agency payout; offer and agency stay (AGENCY-24)',
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        body: UpdateAgencyPayoutBody,
        response: { 200: AgencyPayoutDto, ...errorResponses },
      },
    },
    async (request) => agencies.update(request.caller, request.params.id, request.body),
  );
};
