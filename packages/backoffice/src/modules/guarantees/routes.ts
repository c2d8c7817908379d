/**
 * Guarantee sets under /module/guarantees/api/v1 (spec 3 §7 "Guarantees", GUAR-01..29), for
 * webmaster.guarantee:create-set (ADMIN-07). Creating a set answers at once; its rows are computed
 * in the background and appear a few minutes later at most (GUAR-29).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  DeclineGuaranteeBody,
  ErrorBody,
  GuaranteeListQuery,
  GuaranteePage,
  GuaranteePeriod,
  GuaranteeRow,
  GuaranteeSet,
  Id,
} from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { systemClock } from '../../clock.js';
import { errorResponses, privateErrors } from '../../platform/error-responses.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { createGuaranteeService } from './service.js';

const BASE = '/module/guarantees/api/v1';
const tags = ['guarantees'];
const config = { permission: ['webmaster.guarantee:create-set'] } as const;
const params = Type.Object({ guaranteeId: Id });
const withConflict = { ...errorResponses, 409: ErrorBody };

export const guaranteeRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, { db }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const guarantees = createGuaranteeService({ db, clock: systemClock, logger: instance.log });
  // A computation started by a request finishes before the database closes.
  instance.addHook('onClose', () => guarantees.settled());

  app.get(
    `${BASE}/guarantees`,
    {
      config,
      schema: {
        tags,
        summary:
          'getGuaranteesList({statusValue, webmasterName, agencyName, partner, offerId, pageable}): the rows of the sets, a set still computing as one row without an id (GUAR-02..09)',
        querystring: GuaranteeListQuery,
        response: { 200: GuaranteePage, ...privateErrors },
      },
    },
    async (request) => guarantees.list(request.caller, request.query),
  );

  app.get(
    `${BASE}/guarantee-sets/exists`,
    {
      config,
      schema: {
        tags,
        summary:
          'guaranteeSetExists({periodFrom, periodTo}): true when a set shares a day with the period (GUAR-24, GUAR-25)',
        querystring: GuaranteePeriod,
        response: { 200: Type.Boolean(), ...privateErrors },
      },
    },
    async (request) => guarantees.exists(request.query),
  );

  app.post(
    `${BASE}/guarantee-sets`,
    {
      config,
      schema: {
        tags,
        summary:
          'createGuaranteeSet({periodFrom, periodTo}): a draft set for a period not ending in the future; answers at once, the rows are computed in the background (GUAR-21..29)',
        body: GuaranteePeriod,
        response: { 201: GuaranteeSet, ...privateErrors, 409: ErrorBody },
      },
    },
    async (request, reply) => reply.code(201).send(await guarantees.create(request.caller, request.body)),
  );

  app.post(
    `${BASE}/guarantees/:guaranteeId/approve`,
    {
      config,
      schema: {
        tags,
        summary: 'approveGuarantee({guaranteeId}): a draft row becomes approved (GUAR-17, GUAR-18)',
        params,
        response: { 200: GuaranteeRow, ...withConflict },
      },
    },
    async (request) => guarantees.approve(request.caller, request.params.guaranteeId),
  );

  app.post(
    `${BASE}/guarantees/:guaranteeId/decline`,
    {
      config,
      schema: {
        tags,
        summary:
          'declineGuarantee({guaranteeId, declineComment}): a draft row becomes declined, with a comment (GUAR-19, GUAR-20)',
        params,
        body: DeclineGuaranteeBody,
        response: { 200: GuaranteeRow, ...withConflict },
      },
    },
    async (request) => guarantees.decline(request.caller, request.params.guaranteeId, request.body.declineComment),
  );
};
