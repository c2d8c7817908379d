/**
 * The lead intake API for webmasters' servers: POST /module/intake/api/v1/leads with
 * the webmaster's key in X-Api-Key (no user session; the gateway lets this one path through
 * without a bearer token), and the admin call that issues or rotates a webmaster's key.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorBody } from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { errorResponses } from '../../platform/error-responses.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { intakeLead, rotateApiKey, webmasterOfKey } from './intake.js';
import { intakeAnswers } from './intake-answers.js';

export const INTAKE_BASE = '/module/intake/api/v1';
export const INTAKE_LEADS_PATH = `${INTAKE_BASE}/leads`;

const IntakeLeadBody = Type.Object({
  offerId: Type.String({ minLength: 1, maxLength: 64 }),
  name: Type.String({ maxLength: 200 }),
  phone: Type.String({ maxLength: 32, description: 'E.164 with the offer region’s country code' }),
  regionId: Type.Optional(Type.String({ maxLength: 40, description: "when given, the offer's region" })),
  externalId: Type.String({ minLength: 1, maxLength: 128, description: "the webmaster's own lead id" }),
});
const IntakeResult = Type.Object(
  { leadId: Type.Integer(), duplicate: Type.Boolean({ description: 'true when this externalId was sent before' }) },
  { $id: 'IntakeResult' },
);

export const leadIntakeRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, { db }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const answers = intakeAnswers(db);

  app.post(
    INTAKE_LEADS_PATH,
    {
      config: { public: true },
      schema: {
        tags: ['intake'],
        summary:
          "A webmaster's lead: 201 with the new lead; the same externalId again answers 200 with the first lead; a blacklisted phone is a 400 on phone",
        headers: Type.Object({ 'x-api-key': Type.Optional(Type.String({ maxLength: 200 })) }),
        body: IntakeLeadBody,
        response: { 200: IntakeResult, 201: IntakeResult, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request, reply) => {
      const webmasterId = await webmasterOfKey(answers, request.headers['x-api-key']);
      const result = await intakeLead(db, answers, webmasterId, request.body);
      return reply.code(result.duplicate ? 200 : 201).send(result);
    },
  );

  app.post(
    `${INTAKE_BASE}/webmasters/:webmasterId/api-key`,
    {
      // A write: the old key stops working at once, so reading webmasters is not enough (decision 1761).
      config: { permission: ['webmaster.api-key:rotate'] },
      schema: {
        tags: ['intake'],
        summary:
          "Issues or rotates a webmaster's intake API key (webmaster.api-key:rotate); the key is shown only in this answer",
        params: Type.Object({ webmasterId: Type.Integer({ minimum: 1 }) }),
        response: { 200: Type.Object({ webmasterId: Type.Integer(), apiKey: Type.String() }), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send({
        webmasterId: request.params.webmasterId,
        apiKey: await rotateApiKey(db, request.caller, request.params.webmasterId),
      }),
  );
};
