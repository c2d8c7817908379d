/**
 * /module/profile (PROFILE-01..25): profiles by account id, one's own edit, regions by ids, every
 * user's name by e-mail, and the statistics of the stats header (an agent, a team, the
 * leaderboard). Every route needs read:lead or owner:users — one of the two (ADMIN-11).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AgentDays,
  AgentDaysQuery,
  AgentStats,
  AllUsersInfo,
  Id,
  LeaderboardStats,
  type Permission,
  Profile,
  RegionDto,
  StatsQuery,
  TeamStats,
  TeamsLeaderboardStats,
  UpdateProfileBody,
} from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { errorResponses, privateErrors } from '../../platform/error-responses.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { createProfileService } from './service.js';

export const PROFILE_API = '/module/profile/api/v1';
/** ADMIN-11: either permission opens the profile and its statistics. */
export const PROFILE_PERMISSIONS: readonly Permission[] = ['read:lead', 'owner:users'];

const config = { anyPermission: PROFILE_PERMISSIONS };

const AccountParams = Type.Object({ accountId: Id });
const TeamParams = Type.Object({ teamId: Id });
const RegionIdsQuery = Type.Object({
  ids: Type.Array(Type.String({ minLength: 1, maxLength: 32 }), { minItems: 1, maxItems: 20 }),
});

export const profileRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, { db }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const profiles = createProfileService({ db });

  app.get(
    `${PROFILE_API}/profiles/:accountId`,
    {
      config,
      schema: {
        tags: ['profile'],
        summary:
          "getProfile: an account's profile, if it works in one of the caller's regions (PROFILE-03, PROFILE-04)",
        params: AccountParams,
        response: { 200: Profile, ...errorResponses },
      },
    },
    async (request) => profiles.get(request.caller, request.params.accountId),
  );

  app.put(
    `${PROFILE_API}/profiles/:accountId`,
    {
      config,
      schema: {
        tags: ['profile'],
        summary:
          'updateProfile: personal e-mail, phone (optional, +, 1-9, 10-14 digits), chat login and timezone; own profile only (PROFILE-16..21)',
        params: AccountParams,
        body: UpdateProfileBody,
        response: { 200: Profile, ...errorResponses },
      },
    },
    async (request) => profiles.update(request.caller, request.params.accountId, request.body),
  );

  app.get(
    `${PROFILE_API}/regions`,
    {
      config,
      schema: {
        tags: ['profile'],
        summary: "getRegions by ids: the caller's regions among them (PROFILE-15)",
        querystring: RegionIdsQuery,
        response: { 200: Type.Array(RegionDto), ...privateErrors },
      },
    },
    async (request) => profiles.regions(request.caller, request.query.ids),
  );

  app.get(
    `${PROFILE_API}/users-info`,
    {
      config,
      schema: {
        tags: ['profile'],
        summary:
          "getAllUsersInfo: name, surname and blocked of the caller's regions' accounts, keyed by e-mail (PROFILE-15)",
        response: { 200: AllUsersInfo, ...privateErrors },
      },
    },
    async (request) => profiles.usersInfo(request.caller),
  );

  app.get(
    `${PROFILE_API}/statistics/agents/:accountId`,
    {
      config,
      schema: {
        tags: ['profile'],
        summary: "One agent's figures over a period, by product, in the caller's regions (PROFILE-14, PROFILE-22..24)",
        params: AccountParams,
        querystring: StatsQuery,
        response: { 200: AgentStats, ...errorResponses },
      },
    },
    async (request) => profiles.agentStats(request.caller, request.params.accountId, request.query),
  );

  app.get(
    `${PROFILE_API}/statistics/agents/:accountId/days`,
    {
      config,
      schema: {
        tags: ['profile'],
        summary: "One agent's figures per calendar day of the period, in the caller's zone (decision 1826)",
        params: AccountParams,
        querystring: AgentDaysQuery,
        response: { 200: AgentDays, ...errorResponses },
      },
    },
    async (request) => profiles.agentDays(request.caller, request.params.accountId, request.query),
  );

  app.get(
    `${PROFILE_API}/statistics/teams/:teamId`,
    {
      config,
      schema: {
        tags: ['profile'],
        summary: "A team's (group's) total and its members' figures, best first (PROFILE-25)",
        params: TeamParams,
        querystring: StatsQuery,
        response: { 200: TeamStats, ...errorResponses },
      },
    },
    async (request) => profiles.teamStats(request.caller, request.params.teamId, request.query),
  );

  app.get(
    `${PROFILE_API}/statistics/leaderboard`,
    {
      config,
      schema: {
        tags: ['profile'],
        summary: "The agents of the caller's regions who worked in the period, best first (PROFILE-25)",
        querystring: StatsQuery,
        response: { 200: LeaderboardStats, ...privateErrors },
      },
    },
    async (request) => profiles.leaderboard(request.caller, request.query),
  );

  app.get(
    `${PROFILE_API}/statistics/teams-leaderboard`,
    {
      config,
      schema: {
        tags: ['profile'],
        summary: "The teams of the caller's regions, their members' work added up, best first (PROFILE-25)",
        querystring: StatsQuery,
        response: { 200: TeamsLeaderboardStats, ...privateErrors },
      },
    },
    async (request) => profiles.teamsLeaderboard(request.caller, request.query),
  );
};
