/** Quality figures' routes (quality:evaluate, decision 1814): averages per agent, team and product, and critical fails. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { isCalendarDate, QualityCriticalFailPage, QualityFigures } from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { errorResponses } from '../../platform/error-responses.js';
import { invalid } from '../../platform/http-error.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { createFiguresService, type FiguresQuery } from './figures-service.js';
import { QUALITY_API } from './form-routes.js';
import { Week } from './week-query.js';

const config = { permission: ['quality:evaluate'] as const };
const tags = ['quality'];
const Period = {
  from: Type.Optional(Week),
  to: Type.Optional(Week),
  regionId: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
};

function checkDates(query: FiguresQuery) {
  for (const field of ['from', 'to'] as const) {
    const value = query[field];
    if (value !== undefined && !isCalendarDate(value)) throw invalid(field, 'is not a calendar date');
  }
}

export const figuresRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, { db }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const figures = createFiguresService({ db });

  app.get(
    `${QUALITY_API}/figures`,
    {
      config,
      schema: {
        tags,
        summary:
          "Average evaluation score per agent, team and product, overall and per week, in the caller's regions (default: the last 8 weeks)",
        querystring: Type.Object(Period),
        response: { 200: QualityFigures, ...errorResponses },
      },
    },
    async (request) => {
      checkDates(request.query);
      return figures.figures(request.caller, request.query);
    },
  );

  app.get(
    `${QUALITY_API}/critical-fails`,
    {
      config,
      schema: {
        tags,
        summary: "Evaluations a failed critical question zeroed, in the caller's regions over the weeks, newest first",
        querystring: Type.Object({
          ...Period,
          page: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'from 0' })),
          size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: '20 when not given' })),
        }),
        response: { 200: QualityCriticalFailPage, ...errorResponses },
      },
    },
    async (request) => {
      checkDates(request.query);
      const { page, size } = request.query;
      return figures.criticalFails(request.caller, { ...request.query, page: page ?? 0, size: size ?? 20 });
    },
  );
};
