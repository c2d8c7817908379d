/**
 * GET /module/wallboard/api/v1/wallboard (sessions:read): the supervisor wallboard of the
 * caller's regions, optionally narrowed to some of them (decision 1421).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CALENDAR_DATE_PATTERN, FloorDay, isCalendarDate, isTimeZone, localNow, Wallboard } from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { accountLookup } from '../../modules/accounts/index.js';
import { workspaceFor } from '../../modules/workspace/index.js';
import { privateErrors } from '../../platform/error-responses.js';
import { invalid } from '../../platform/http-error.js';
import type { BackofficeModule, ModuleDeps } from '../../platform/module-deps.js';
import { readFloorDay } from './floor-day.js';
import { readWallboard } from './wallboard.js';

export { startWallboardWatch } from './wallboard.js';
export { startWallboardPush } from './wallboard-push.js';

const RegionIds = Type.Optional(
  Type.Array(Type.String({ minLength: 1, maxLength: 32 }), { maxItems: 10, description: 'default: all yours' }),
);

const routes: FastifyPluginAsync<ModuleDeps> = async (instance, { db }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const accounts = accountLookup(db);
  const inCallerRegions = (own: string[], asked: string[] | undefined) =>
    asked?.length ? own.filter((id) => asked.includes(id)) : own;
  app.get(
    '/module/wallboard/api/v1/wallboard',
    {
      config: { permission: ['sessions:read'] },
      schema: {
        tags: ['sessions'],
        summary:
          'Supervisor wallboard: queue per product and task type, agents by state, last hour (decision 1421); fetch again on wallboard.changed',
        querystring: Type.Object({ regionIds: RegionIds }),
        response: { 200: Wallboard, ...privateErrors },
      },
    },
    async (request) => readWallboard(db, inCallerRegions(request.caller.regionIds, request.query.regionIds)),
  );
  app.get(
    '/module/wallboard/api/v1/wallboard/day',
    {
      config: { permission: ['sessions:read'] },
      schema: {
        tags: ['sessions'],
        summary:
          "The floor's day in charts (decision 1802): traffic per 15 minutes beside the same weekday a week earlier, approve rate and average talk time per hour",
        querystring: Type.Object({
          regionIds: RegionIds,
          day: Type.Optional(
            Type.String({ pattern: CALENDAR_DATE_PATTERN, description: 'YYYY-MM-DD; default: today in timeZone' }),
          ),
          timeZone: Type.Optional(
            Type.String({ minLength: 1, maxLength: 64, description: "IANA zone; default: the caller's own" }),
          ),
        }),
        response: { 200: FloorDay, ...privateErrors },
      },
    },
    async (request) => {
      const { day, timeZone } = request.query;
      if (timeZone !== undefined && !isTimeZone(timeZone)) throw invalid('timeZone', 'is not a known time zone');
      if (day !== undefined && !isCalendarDate(day)) throw invalid('day', 'is not a calendar date');
      const zone = timeZone ?? (await accounts.profile(request.caller.accountId))?.timezone ?? 'UTC';
      const now = workspaceFor(db).clock.now();
      return readFloorDay(db, inCallerRegions(request.caller.regionIds, request.query.regionIds), {
        day: day ?? localNow(now, zone).date,
        timeZone: zone,
        now,
      });
    },
  );
};

export const wallboardFlow: BackofficeModule = { name: 'wallboard', prefixes: ['/module/wallboard'], routes };
