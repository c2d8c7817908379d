/**
 * Tab 3's paths (DSCHED-17..19), all with address-schedule:edit (DSCHED-01): the places of an
 * address, force-link (create or change a place and link it), unlink a provider from an address,
 * and delete a place.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DeliveryPlaceDto, ForceLinkBody, UnlinkBody } from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { errorResponses } from '../../platform/error-responses.js';
import type { PlaceSchedules } from './place-schedules.js';

const SCHEDULES = '/module/delivery/api/v1/schedules';

export const placeRoutes: FastifyPluginAsync<{ places: PlaceSchedules }> = async (instance, { places }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['delivery'];
  const config = { permission: ['address-schedule:edit'] as const };
  const placesOfAddress = { 200: Type.Array(DeliveryPlaceDto), ...errorResponses };

  app.get(
    `${SCHEDULES}/by-address/:addressId`,
    {
      config,
      schema: {
        tags,
        summary: "The providers' places linked to an address, with their weekly schedules",
        params: Type.Object({ addressId: Type.Integer({ minimum: 1 }) }),
        response: placesOfAddress,
      },
    },
    async (request) => places.ofAddress(request.caller, request.params.addressId),
  );

  app.post(
    `${SCHEDULES}/force-link`,
    {
      config,
      schema: {
        tags,
        summary: "Create (no deliveryId) or change a provider's place and link it to the address; answers its places",
        body: ForceLinkBody,
        response: placesOfAddress,
      },
    },
    async (request) => places.forceLink(request.caller, request.body),
  );

  app.post(
    `${SCHEDULES}/unlink`,
    {
      config,
      schema: {
        tags,
        summary: "Unlink a provider's places from an address; answers its places",
        body: UnlinkBody,
        response: placesOfAddress,
      },
    },
    async (request) => places.unlink(request.caller, request.body),
  );

  app.delete(
    `${SCHEDULES}/places/:placeId`,
    {
      config,
      schema: {
        tags,
        summary: "Delete a place from its provider's schedule (and from every address it served)",
        params: Type.Object({ placeId: Type.Integer({ minimum: 1 }) }),
        response: { 204: Type.Null({ description: 'Deleted' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      await places.remove(request.caller, request.params.placeId);
      return reply.code(204).send(null);
    },
  );
};
