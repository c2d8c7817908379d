/**
 * Account calls (AUTH-24, AUTH-25): the current user (me), compare time, the agents list and
 * the account-id → name mapping.
 */

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AccountInfo, CompareTimeQuery, CompareTimeResult } from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { ownTables } from '../../db/owners.js';
import { errorResponses, privateErrors } from '../../platform/error-responses.js';
import { accountBlocked, unauthorized } from '../../platform/http-error.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { scopedRegionIds } from '../../platform/region-scope.js';
import { accountDisplayNames, listAgents, loadAccountProfile } from './repo.js';
import { AccountMapping, AgentDto, AgentsQuery, CLOCK_TOLERANCE_SECONDS } from './schemas.js';

const BASE = '/module/account/api/v1';

export const accountRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, deps) => {
  const db = ownTables(deps.db, 'accounts');
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    `${BASE}/me`,
    {
      schema: {
        tags: ['account'],
        summary: 'The current user: profile, permissions, regions, products (AUTH-07..12)',
        response: { 200: AccountInfo, ...errorResponses },
      },
    },
    async (request) => {
      const profile = await loadAccountProfile(db, request.caller.accountId);
      if (!profile) throw unauthorized('The account of this token no longer exists');
      if (profile.blocked) throw accountBlocked();
      return {
        accountId: profile.id,
        username: profile.username,
        name: profile.name,
        surname: profile.surname,
        personalEmail: profile.personalEmail,
        personalPhone: profile.personalPhone,
        personalTgLogin: profile.personalTgLogin,
        teamMemberInfo: { teamId: null, teamName: profile.teamName },
        timezone: profile.timezone,
        position: profile.position,
        productsIds: profile.productsIds,
        webmasterIds: profile.webmasterIds,
        projectIds: [],
        regionIds: profile.regionIds,
        permissions: profile.permissions,
        features: profile.features,
        blocked: profile.blocked,
      };
    },
  );

  app.get(
    `${BASE}/compare-time`,
    {
      schema: {
        tags: ['account'],
        summary: `Compares the device clock (seconds) with the server's; valid within ±${CLOCK_TOLERANCE_SECONDS} s (AUTH-20)`,
        querystring: CompareTimeQuery,
        response: { 200: CompareTimeResult, ...privateErrors },
      },
    },
    async (request) => {
      const serverTime = Math.floor(Date.now() / 1000);
      const differenceSeconds = request.query.timestamp - serverTime;
      return { serverTime, differenceSeconds, valid: Math.abs(differenceSeconds) <= CLOCK_TOLERANCE_SECONDS };
    },
  );

  app.get(
    `${BASE}/agents`,
    {
      config: { permission: ['owner:users'] },
      schema: {
        tags: ['account'],
        summary: "Accounts working in the caller's regions",
        querystring: AgentsQuery,
        response: { 200: Type.Array(AgentDto), ...privateErrors },
      },
    },
    async (request) =>
      listAgents(db, {
        regionIds: scopedRegionIds(request.caller, request.query.regionIds),
        position: request.query.position,
        blocked: request.query.blocked,
      }),
  );

  app.get(
    `${BASE}/account-mapping`,
    {
      schema: {
        tags: ['account'],
        summary: 'Every account id with its display name "Name Surname"',
        response: { 200: AccountMapping, ...privateErrors },
      },
    },
    async () => accountDisplayNames(db),
  );
};
