/**
 * The agent's own evaluations (decision 1808): the list, one with its answers and comments, and
 * acknowledging or disputing it. Held by whoever has a profile; the service keeps it to the
 * caller's own.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  Id,
  QualityAcknowledgeBody,
  QualityDisputeBody,
  QualityEvaluation,
  QualityEvaluationPage,
} from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { conflictResponses, errorResponses } from '../../platform/error-responses.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { createEvaluationService } from './evaluation-service.js';
import { QUALITY_API } from './form-routes.js';
import { createMyEvaluationsService } from './my-evaluations-service.js';

const MINE = `${QUALITY_API}/my-evaluations`;
/** The profile's permissions: the screen these evaluations show on. */
const config = { anyPermission: ['read:lead', 'owner:users'] as const };
const tags = ['quality'];

export const myEvaluationsRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, { db }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const mine = createMyEvaluationsService(db, createEvaluationService({ db }));
  const params = Type.Object({ id: Id });

  app.get(
    MINE,
    {
      config,
      schema: {
        tags,
        summary: "The caller's own evaluations (as the agent evaluated), newest first",
        querystring: Type.Object({
          page: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'from 0' })),
          size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: '20 when not given' })),
        }),
        response: { 200: QualityEvaluationPage, ...errorResponses },
      },
    },
    async (request) => mine.list(request.caller, { page: request.query.page ?? 0, size: request.query.size ?? 20 }),
  );

  app.get(
    `${MINE}/:id`,
    {
      config,
      schema: {
        tags,
        summary: "One of the caller's own evaluations, with its answers, comments and call",
        params,
        response: { 200: QualityEvaluation, ...errorResponses },
      },
    },
    async (request) => mine.get(request.caller, request.params.id),
  );

  app.post(
    `${MINE}/:id/acknowledge`,
    {
      config,
      schema: {
        tags,
        summary: 'The evaluated agent acknowledges its evaluation (once, audited)',
        description: '409 when the evaluation was already acknowledged or disputed.',
        params,
        body: QualityAcknowledgeBody,
        response: { 200: QualityEvaluation, ...conflictResponses },
      },
    },
    async (request) => mine.acknowledge(request.caller, request.params.id, request.body.comment),
  );

  app.post(
    `${MINE}/:id/dispute`,
    {
      config,
      schema: {
        tags,
        summary: "The evaluated agent disputes its evaluation with a comment; it goes back to the evaluator's queue",
        description: '409 when the evaluation was already acknowledged or disputed.',
        params,
        body: QualityDisputeBody,
        response: { 200: QualityEvaluation, ...conflictResponses },
      },
    },
    async (request) => mine.dispute(request.caller, request.params.id, request.body.comment),
  );
};
