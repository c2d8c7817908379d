/**
 * The address dictionary (ONEW-38..46, ONEW-64, ONEW-66, ONEW-69): search by text within a
 * country, one address by id, provinces and districts for the map's selector, and reverse
 * geocoding of a map point to the nearest dictionary entry.
 */

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AddressDto,
  AddressSearchQuery,
  AreaDto,
  AreasQuery,
  PlaceDto,
  PlacesQuery,
  ReverseGeocodeQuery,
  ReverseGeocodeResult,
} from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { errorResponses } from '../../../platform/error-responses.js';
import { invalid } from '../../../platform/http-error.js';
import type { ModuleDeps } from '../../../platform/module-deps.js';
import type { DeliveryService } from '../service.js';

const BASE = '/module/delivery/api/v1';

export const addressRoutes: FastifyPluginAsync<ModuleDeps & { delivery: DeliveryService }> = async (
  instance,
  { delivery },
) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    `${BASE}/addresses/search`,
    {
      schema: {
        tags: ['delivery'],
        summary: 'Dictionary addresses matching a text in one country, best score first (ONEW-64)',
        querystring: AddressSearchQuery,
        response: { 200: Type.Array(AddressDto), ...errorResponses },
      },
    },
    async (request) => delivery.searchAddresses(request.caller, request.query),
  );

  app.get(
    `${BASE}/addresses/areas`,
    {
      schema: {
        tags: ['delivery'],
        summary: "Provinces of the region's country, or the districts of one province (ONEW-66)",
        querystring: AreasQuery,
        response: { 200: Type.Array(AreaDto), ...errorResponses },
      },
    },
    async (request) => delivery.areas(request.caller, request.query),
  );

  app.get(
    `${BASE}/addresses/places`,
    {
      schema: {
        tags: ['delivery'],
        summary:
          "The edit form's address selects (ORDER-31): states of the region's country, cities of a state, or districts of a city",
        querystring: PlacesQuery,
        response: { 200: Type.Array(PlaceDto), ...errorResponses },
      },
    },
    async (request) => {
      const { regionId, state, city } = request.query;
      if (city !== undefined && state === undefined) throw invalid('state', 'is required with city');
      return delivery.places(request.caller, { regionId, ...(state ? { state } : {}), ...(city ? { city } : {}) });
    },
  );

  app.get(
    `${BASE}/addresses/:addressId`,
    {
      schema: {
        tags: ['delivery'],
        summary: 'One dictionary address (edit mode, ONEW-76)',
        params: Type.Object({ addressId: Type.Integer({ minimum: 1 }) }),
        response: { 200: AddressDto, ...errorResponses },
      },
    },
    async (request) => delivery.address(request.caller, request.params.addressId),
  );

  app.get(
    `${BASE}/geocode/reverse`,
    {
      schema: {
        tags: ['delivery'],
        summary: 'The dictionary entry nearest to a map point, with its distance (ONEW-69, ONEW-75)',
        querystring: ReverseGeocodeQuery,
        response: { 200: ReverseGeocodeResult, ...errorResponses },
      },
    },
    async (request) => delivery.reverseGeocode(request.caller, request.query),
  );
};
