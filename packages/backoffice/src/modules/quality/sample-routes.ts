/**
 * The weekly evaluation queue (quality:evaluate) and its sample size per region (set by whoever
 * defines the forms, quality.form:edit), decision 1810; the figures' routes (decision 1814) with them.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  Id,
  isCalendarDate,
  QUALITY_QUEUE_STATES,
  QualityQueuePage,
  QualitySampleSetting,
  QualitySampleSettingBody,
} from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { errorResponses } from '../../platform/error-responses.js';
import { invalid } from '../../platform/http-error.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { figuresRoutes } from './figures-routes.js';
import { QUALITY_API } from './form-routes.js';
import { createSampleService } from './sample-service.js';
import { Week } from './week-query.js';

const tags = ['quality'];
const settingsConfig = { permission: ['quality.form:edit'] as const };

export const sampleRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, deps) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const samples = createSampleService({ db: deps.db });

  app.get(
    `${QUALITY_API}/queue`,
    {
      config: { permission: ['quality:evaluate'] },
      schema: {
        tags,
        summary:
          "Calls to evaluate: each agent's weekly sample of answered, recorded calls in the caller's regions, with whether each is evaluated",
        querystring: Type.Object({
          week: Type.Optional(Week),
          regionId: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
          agentId: Type.Optional(Id),
          state: Type.Optional(Type.Union(QUALITY_QUEUE_STATES.map((s) => Type.Literal(s)))),
          page: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'from 0' })),
          size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: '20 when not given' })),
        }),
        response: { 200: QualityQueuePage, ...errorResponses },
      },
    },
    async (request) => {
      const { week, page, size } = request.query;
      if (week !== undefined && !isCalendarDate(week)) throw invalid('week', 'is not a calendar date');
      return samples.queue(request.caller, { ...request.query, page: page ?? 0, size: size ?? 20 });
    },
  );

  app.get(
    `${QUALITY_API}/sample-settings`,
    {
      config: settingsConfig,
      schema: {
        tags,
        summary: "How many calls per agent each of the caller's regions samples a week",
        response: { 200: Type.Array(QualitySampleSetting), ...errorResponses },
      },
    },
    async (request) => samples.settings(request.caller),
  );

  app.put(
    `${QUALITY_API}/sample-settings/:regionId`,
    {
      config: settingsConfig,
      schema: {
        tags,
        summary: "Set how many calls per agent a region's weekly queue samples (audited)",
        params: Type.Object({ regionId: Type.String({ minLength: 1, maxLength: 40 }) }),
        body: QualitySampleSettingBody,
        response: { 200: QualitySampleSetting, ...errorResponses },
      },
    },
    async (request) => samples.setSize(request.caller, request.params.regionId, request.body.callsPerAgent),
  );

  await app.register(figuresRoutes, deps);
};
