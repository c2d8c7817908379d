/**
 * Webmasters under /module/webmasters/api/v1 (spec 3 §7 "Webmasters", WEBM-07..41), for
 * read:webmasters (ADMIN-05; the specification names no other permission for these screens).
 * The webmaster list of the group editor (GROUP-19) is open to owner:users too.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  CreateWebmasterBody,
  EditWebmasterBody,
  ErrorBody,
  GuaranteeExistsQuery,
  GuaranteeKeyQuery,
  GuaranteeValue,
  GuaranteeValueBody,
  GuaranteeValuesQuery,
  WebmasterExistsQuery,
  WebmasterOfferChoice,
  WebmasterPage,
  WebmasterPageQuery,
  WebmasterRate,
  WebmasterRatePage,
  WebmasterRatesQuery,
} from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { systemClock } from '../../clock.js';
import { errorResponses, privateErrors } from '../../platform/error-responses.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { createWebmasterService } from './service.js';

const BASE = '/module/webmasters/api/v1';
const tags = ['webmasters'];
const config = { permission: ['read:webmasters'] } as const;
const withConflict = { ...errorResponses, 409: ErrorBody };

export const webmasterRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, { db }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const webmasters = createWebmasterService({ db, clock: systemClock });

  app.get(
    `${BASE}/webmasters`,
    {
      // The webmasters screen and the group modal (owner:users) both list them.
      config: { anyPermission: ['read:webmasters', 'owner:users'] },
      schema: {
        tags,
        summary: 'getWebmasterPage(number, size): webmasters by name (GROUP-19), for read:webmasters or owner:users',
        querystring: WebmasterPageQuery,
        response: { 200: WebmasterPage, ...privateErrors },
      },
    },
    async (request) => webmasters.webmasters(request.query.number ?? 0, request.query.size ?? 5000),
  );

  app.get(
    `${BASE}/special-rates`,
    {
      config,
      schema: {
        tags,
        summary:
          'queryWebmastersSpecialRates(webmasterName, offerId, productName, partner, pageable): one row per webmaster and offer (WEBM-02..07)',
        querystring: WebmasterRatesQuery,
        response: { 200: WebmasterRatePage, ...privateErrors },
      },
    },
    async (request) => webmasters.rates(request.caller, request.query),
  );

  app.get(
    `${BASE}/offers`,
    {
      config,
      schema: {
        tags,
        summary: 'getAllOffers: the offers of the caller’s regions with their default payout (WEBM-08)',
        response: { 200: Type.Array(WebmasterOfferChoice), ...privateErrors },
      },
    },
    async (request) => webmasters.offers(request.caller),
  );

  app.get(
    `${BASE}/webmasters/exists`,
    {
      config,
      schema: {
        tags,
        summary:
          'exist({offerId, name}): true when the webmaster already has a special payout for the offer (WEBM-11, WEBM-12)',
        querystring: WebmasterExistsQuery,
        response: { 200: Type.Boolean(), ...privateErrors },
      },
    },
    async (request) => webmasters.exists(request.caller, request.query.offerId, request.query.name),
  );

  app.post(
    `${BASE}/webmasters`,
    {
      config,
      schema: {
        tags,
        summary:
          'createWebmasterManual({payoutCents, guarantee, offerId, comment, name, guaranteeActualFrom}): the webmaster (when new), its special payout and guarantee (WEBM-09..28)',
        body: CreateWebmasterBody,
        response: { 201: WebmasterRate, ...withConflict },
      },
    },
    async (request, reply) => reply.code(201).send(await webmasters.create(request.caller, request.body)),
  );

  app.put(
    `${BASE}/special-rates`,
    {
      config,
      schema: {
        tags,
        summary:
          'editWebmaster({webmasterId, offerId, payout, guarantee, guaranteeActualFrom}): the payout and the guarantee from that date (WEBM-29..32)',
        body: EditWebmasterBody,
        response: { 200: WebmasterRate, ...errorResponses },
      },
    },
    async (request) => webmasters.edit(request.caller, request.body),
  );

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
};
