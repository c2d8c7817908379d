/**
 * Holiday schedules' paths (HOLIDAY-09): read by anyone signed in (the tab has no permission,
 * SEARCH-08), changed with delivery-holiday:create, :update and :delete (HOLIDAY-03..05).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CreateHolidayBody, HolidaySchedule, NationalHolidaysQuery, UpdateHolidayBody } from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { conflictResponses, errorResponses } from '../../platform/error-responses.js';
import type { HolidaySchedules } from './holiday-schedules.js';

const HOLIDAYS = '/module/delivery/api/v1/holidays';

export const holidayRoutes: FastifyPluginAsync<{ holidays: HolidaySchedules }> = async (instance, { holidays }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['delivery'];

  app.get(
    HOLIDAYS,
    {
      schema: {
        tags,
        summary: "The holiday schedules of the caller's regions' providers, by provider name",
        response: { 200: Type.Array(HolidaySchedule), ...errorResponses },
      },
    },
    async (request) => holidays.list(request.caller),
  );

  app.get(
    `${HOLIDAYS}/national`,
    {
      schema: {
        tags,
        summary: "The public holidays (YYYY-MM-DD) of a provider's country in a year, to start a schedule from",
        querystring: NationalHolidaysQuery,
        response: { 200: Type.Array(Type.String()), ...errorResponses },
      },
    },
    async (request) => holidays.nationalDates(request.caller, request.query),
  );

  app.post(
    HOLIDAYS,
    {
      config: { permission: ['delivery-holiday:create'] as const },
      schema: {
        tags,
        summary: 'Create a holiday schedule (dates, deliveryProviderId); 409 when the provider already has one',
        body: CreateHolidayBody,
        response: { 200: HolidaySchedule, ...conflictResponses },
      },
    },
    async (request) => holidays.create(request.caller, request.body),
  );

  app.put(
    HOLIDAYS,
    {
      config: { permission: ['delivery-holiday:update'] as const },
      schema: {
        tags,
        summary: 'Update a holiday schedule (dates, deliveryProviderId, id); 409 when that provider has another one',
        body: UpdateHolidayBody,
        response: { 200: HolidaySchedule, ...conflictResponses },
      },
    },
    async (request) => holidays.update(request.caller, request.body),
  );

  app.delete(
    `${HOLIDAYS}/:id`,
    {
      config: { permission: ['delivery-holiday:delete'] as const },
      schema: {
        tags,
        summary: 'Delete a holiday schedule',
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        response: { 204: Type.Null({ description: 'Deleted' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      await holidays.remove(request.caller, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
