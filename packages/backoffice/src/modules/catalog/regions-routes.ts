/**
 * Region calls (AUTH-26): all regions, the short list, and the region of a lead. Every answer is
 * limited to the caller's own regionIds (AUTH-21, ADMIN-29).
 */

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Id, RegionDto } from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { errorResponses, privateErrors } from '../../platform/error-responses.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { createCatalogService } from './service.js';

const BASE = '/module/catalog/api/v1/regions';

/** The short form for selects and filters (ADMIN-28: id, name, fullName). */
export const RegionListItem = Type.Object(
  { id: Type.String(), name: Type.String(), fullName: Type.String() },
  { $id: 'RegionListItem' },
);

export const regionRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, deps) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const catalog = createCatalogService(deps);

  app.get(
    BASE,
    {
      schema: {
        tags: ['catalog'],
        summary: "The caller's regions with country, phone prefix, timezone and currency",
        response: { 200: Type.Array(RegionDto), ...privateErrors },
      },
    },
    async (request) => catalog.regions(request.caller.regionIds),
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
      (await catalog.regions(request.caller.regionIds)).map(({ id, name, fullName }) => ({ id, name, fullName })),
  );

  app.get(
    `${BASE}/by-lead/:leadId`,
    {
      schema: {
        tags: ['catalog'],
        summary: "The region of a lead; 403 when it is not one of the caller's regions",
        params: Type.Object({ leadId: Id }),
        response: { 200: RegionDto, ...errorResponses },
      },
    },
    async (request) => catalog.regionOfLead(request.caller, request.params.leadId),
  );
};
