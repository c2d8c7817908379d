/** Webmasters' guarantees (WEBM-25..41): the values by key, whether one exists, and their creation, change and deletion. */
import {
  GuaranteeExistsQuery,
  GuaranteeKeyQuery,
  GuaranteeValue,
  GuaranteeValueBody,
  GuaranteeValuesQuery,
} from '@umbrella/contract';
import Type from 'typebox';
import { errorResponses, privateErrors } from '../../platform/error-responses.js';
import type { TypedRoutesApp } from '../../platform/typed-routes.js';
import { BASE, config, tags, withConflict } from './api.js';
import type { WebmasterService } from './service.js';

export function guaranteeRoutes(app: TypedRoutesApp, webmasters: WebmasterService): void {
  app.get(
    `${BASE}/guarantees`,
    {
      config,
      schema: {
        tags,
        summary: 'queryGuaranteeValues({offerId, webmasterId}): the guarantee history, newest first (WEBM-33, WEBM-34)',
        querystring: GuaranteeValuesQuery,
        response: { 200: Type.Array(GuaranteeValue), ...errorResponses },
      },
    },
    async (request) => webmasters.guarantees(request.caller, request.query.webmasterId, request.query.offerId),
  );

  app.get(
    `${BASE}/guarantees/exists`,
    {
      config,
      schema: {
        tags,
        summary:
          'guaranteeExists({offerId, guaranteeActualFrom, webmasterName}): true when a guarantee from that date exists (WEBM-24..26)',
        querystring: GuaranteeExistsQuery,
        response: { 200: Type.Boolean(), ...privateErrors },
      },
    },
    async (request) => webmasters.guaranteeExists(request.caller, request.query),
  );

  app.post(
    `${BASE}/guarantees`,
    {
      config,
      schema: {
        tags,
        summary: 'createWebmasterGuarantee({offerId, webmasterId, value, actualFrom}) (WEBM-35..37, WEBM-40)',
        body: GuaranteeValueBody,
        response: { 201: GuaranteeValue, ...withConflict },
      },
    },
    async (request, reply) => reply.code(201).send(await webmasters.createGuarantee(request.caller, request.body)),
  );

  app.put(
    `${BASE}/guarantees`,
    {
      config,
      schema: {
        tags,
        summary:
          'updateWebmasterGuarantee({offerId, webmasterId, value, actualFrom}): the value from that date (WEBM-38)',
        body: GuaranteeValueBody,
        response: { 200: GuaranteeValue, ...errorResponses },
      },
    },
    async (request) => webmasters.updateGuarantee(request.caller, request.body),
  );

  app.delete(
    `${BASE}/guarantees`,
    {
      config,
      schema: {
        tags,
        summary: 'deleteWebmasterGuarantee({webmasterId, offerId, actualFrom}) (WEBM-39)',
        querystring: GuaranteeKeyQuery,
        response: { 204: Type.Null({ description: 'deleted' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      await webmasters.deleteGuarantee(request.caller, request.query);
      return reply.code(204).send(null);
    },
  );
}
