/**
 * Delivery options for the order modal (ONEW-48..65, ONEW-70..75): by dictionary address and
 * by map point, the providers of a region, and the coverage polygons as GeoJSON (TCC only for
 * callers with the TSS feature, ONEW-73).
 */

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  CoverageCollection,
  DeliveryInfo,
  DeliveryInfoByAddressQuery,
  DeliveryInfoByCoordinatesQuery,
  DeliveryProviderDto,
} from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { errorResponses } from '../../platform/error-responses.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import type { DeliveryService } from './service.js';

const BASE = '/module/delivery/api/v1';

export const deliveryRoutes: FastifyPluginAsync<ModuleDeps & { delivery: DeliveryService }> = async (
  instance,
  { delivery },
) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    `${BASE}/delivery-info/by-address`,
    {
      schema: {
        tags: ['delivery'],
        summary: 'Prepay and pay-on-delivery options of a dictionary address, first five dates (ONEW-65)',
        querystring: DeliveryInfoByAddressQuery,
        response: { 200: DeliveryInfo, ...errorResponses },
      },
    },
    async (request) => delivery.byAddress(request.caller, request.query),
  );

  app.get(
    `${BASE}/delivery-info/by-coordinates`,
    {
      schema: {
        tags: ['delivery'],
        summary: 'Prepay and pay-on-delivery options of a map point (ONEW-70, ONEW-75)',
        querystring: DeliveryInfoByCoordinatesQuery,
        response: { 200: DeliveryInfo, ...errorResponses },
      },
    },
    async (request) => delivery.byCoordinates(request.caller, request.query),
  );

  app.get(
    `${BASE}/providers`,
    {
      schema: {
        tags: ['delivery'],
        summary: 'Delivery providers of a region',
        querystring: Type.Object({ regionId: Type.String() }),
        response: { 200: Type.Array(DeliveryProviderDto), ...errorResponses },
      },
    },
    async (request) => delivery.providers(request.caller, request.query.regionId),
  );

  app.get(
    `${BASE}/coverage`,
    {
      schema: {
        tags: ['delivery'],
        summary: 'Coverage polygons of DTK, Rappi and TCC in a region as GeoJSON (ONEW-72, ONEW-73)',
        querystring: Type.Object({ regionId: Type.String() }),
        response: { 200: CoverageCollection, ...errorResponses },
      },
    },
    async (request) => delivery.coverage(request.caller, request.query.regionId),
  );
};
