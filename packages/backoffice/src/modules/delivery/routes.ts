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
  findDeliveryProvider,
} from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { systemClock } from '../../clock.js';
import { errorResponses } from '../../platform/error-responses.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { regionDictionaryCountry } from './addresses/service.js';
import { coverageOfRegion, providersOfRegion } from './repo.js';
import { deliveryInfoByAddress, deliveryInfoByCoordinates } from './service.js';

const BASE = '/module/delivery/api/v1';

export const deliveryRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, { db }) => {
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
    async (request) => deliveryInfoByAddress(db, request.caller, request.query, systemClock.now()),
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
    async (request) => deliveryInfoByCoordinates(db, request.caller, request.query, systemClock.now()),
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
    async (request) => {
      regionDictionaryCountry(request.caller, request.query.regionId);
      const rows = await providersOfRegion(db, request.query.regionId);
      return rows.map((r) => ({
        id: r.id,
        code: r.code,
        name: r.name,
        regionId: r.region_id,
        prepay: r.prepay,
        cashOnDelivery: r.cash_on_delivery,
      }));
    },
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
    async (request) => {
      regionDictionaryCountry(request.caller, request.query.regionId);
      const showTcc = request.caller.features.includes('TSS');
      const features = (await coverageOfRegion(db, request.query.regionId)).flatMap((row) => {
        const coverage = findDeliveryProvider(row.provider_id)?.rules.coverage ?? null;
        if (!coverage || (coverage === 'TCC' && !showTcc)) return [];
        return [
          {
            type: 'Feature' as const,
            id: row.id,
            geometry: { type: 'Polygon' as const, coordinates: [row.ring] },
            properties: { providerId: row.provider_id, providerName: row.provider_name, coverage, name: row.name },
          },
        ];
      });
      return { type: 'FeatureCollection' as const, features };
    },
  );
};
