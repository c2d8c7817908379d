/**
 * The evaluator's side of disputes (quality:evaluate, decision 1808): its evaluations by status
 * (the disputed ones are its queue) and answering a dispute.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  Id,
  QualityDisputeAnswerBody,
  QualityEvaluation,
  QualityEvaluationPage,
  QualityEvaluationQuery,
} from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { conflictResponses, errorResponses } from '../../platform/error-responses.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { createDisputeService } from './dispute-service.js';
import { createEvaluationService } from './evaluation-service.js';
import { QUALITY_API } from './form-routes.js';

const config = { permission: ['quality:evaluate'] as const };
const tags = ['quality'];

export const disputeRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, { db }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const disputes = createDisputeService(db, createEvaluationService({ db }));

  app.get(
    `${QUALITY_API}/evaluations`,
    {
      config,
      schema: {
        tags,
        summary: "The caller's own evaluations, newest first; status=disputed is its queue of disputes to answer",
        querystring: QualityEvaluationQuery,
        response: { 200: QualityEvaluationPage, ...errorResponses },
      },
    },
    async (request) =>
      disputes.list(request.caller, {
        ...request.query,
        page: request.query.page ?? 0,
        size: request.query.size ?? 20,
      }),
  );

  app.post(
    `${QUALITY_API}/evaluations/:id/dispute-answer`,
    {
      config,
      schema: {
        tags,
        summary:
          "The evaluator answers the agent's dispute: keeps its scoring, or revises it (scored again here; audited)",
        description: '409 when the evaluation has no open dispute.',
        params: Type.Object({ id: Id }),
        body: QualityDisputeAnswerBody,
        response: { 200: QualityEvaluation, ...conflictResponses },
      },
    },
    async (request) => disputes.answer(request.caller, request.params.id, request.body),
  );
};
