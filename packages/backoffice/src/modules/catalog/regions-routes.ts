/**
 * Region calls (AUTH-26): all regions, the short list, and the region of a lead. Every answer is
 * limited to the caller's own regionIds (AUTH-21, ADMIN-29).
 */

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Id, RegionDto } from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { errorResponses, privateErrors } from '../../platform/error-responses.js';
import { notFound } from '../../platform/http-error.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { foundInRegions } from '../../platform/region-scope.js';
import { findLeadRegionId, findRegion, listRegions } from './repo.js';

const BASE = '/module/catalog/api/v1/regions';

/** The short form for selects and filters (ADMIN-28: id, name, fullName). */
export const RegionListItem = Type.Object(
  { id: Type.String(), name: Type.String(), fullName: Type.String() },
  { $id: 'RegionListItem' },
);

export const regionRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, { db }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    BASE,
    {
      schema: {
        tags: ['catalog'],
        summary: "The caller's regions with country, phone prefix, timezone and currency",
        response: { 200: Type.Array(RegionDto), ...privateErrors },
      },
    },
    async (request) => listRegions(db, request.caller.regionIds),
  );

  app.get(
    `${BASE}/list`,
    {
      schema: {
        tags: ['catalog'],
        summary: "The caller's regions as id, name and fullName",
        response: { 200: Type.Array(RegionListItem), ...privateErrors },
      },
    },
    async (request) =>
      (await listRegions(db, request.caller.regionIds)).map(({ id, name, fullName }) => ({ id, name, fullName })),
  );

  app.get(
    `${BASE}/by-lead/:leadId`,
    {
      schema: {
        tags: ['catalog'],
        summary: 'The region of a lead; 404 when the lead is missing or of another region',
        params: Type.Object({ leadId: Id }),
        response: { 200: RegionDto, ...errorResponses },
      },
    },
    async (request) => {
      const regionId = foundInRegions(
        request.caller,
        await findLeadRegionId(db, request.params.leadId),
        (id) => id,
        `Lead ${request.params.leadId} not found`,
      );
      const region = await findRegion(db, regionId);
      if (!region) throw notFound(`Region ${regionId} not found`);
      return region;
    },
  );
};
