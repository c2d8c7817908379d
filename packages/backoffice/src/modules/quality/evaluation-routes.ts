/**
 * Evaluations' routes (quality:evaluate, decision 1807): a recorded call with the forms to
 * evaluate it with, submitting an evaluation (scored here), and reading one back.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Id, QualityCallReview, QualityEvaluation, QualityEvaluationBody } from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { conflictResponses, errorResponses } from '../../platform/error-responses.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { createEvaluationService } from './evaluation-service.js';
import { QUALITY_API } from './form-routes.js';

const config = { permission: ['quality:evaluate'] as const };
const tags = ['quality'];

export const evaluationRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, { db }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const evaluations = createEvaluationService({ db });
  const params = Type.Object({ id: Id });

  app.get(
    `${QUALITY_API}/calls/:id`,
    {
      config,
      schema: {
        tags,
        summary: "A recorded call of the caller's regions, the forms of its product and the caller's evaluation of it",
        params,
        response: { 200: QualityCallReview, ...errorResponses },
      },
    },
    async (request) => evaluations.review(request.caller, request.params.id),
  );

  app.post(
    `${QUALITY_API}/evaluations`,
    {
      config,
      schema: {
        tags,
        summary:
          "Submit an evaluation of a recorded call with a form's current version; the score is computed here (audited)",
        description: '409 when the caller has already evaluated the call.',
        body: QualityEvaluationBody,
        response: { 201: QualityEvaluation, ...conflictResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await evaluations.submit(request.caller, request.body)),
  );

  app.get(
    `${QUALITY_API}/evaluations/:id`,
    {
      config,
      schema: {
        tags,
        summary:
          "An evaluation: the caller's own, or another's of a call the caller has evaluated too (blind until then)",
        params,
        response: { 200: QualityEvaluation, ...errorResponses },
      },
    },
    async (request) => evaluations.get(request.caller, request.params.id),
  );
};
