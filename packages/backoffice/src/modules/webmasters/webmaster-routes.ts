/**
 * Webmasters and their special rates (WEBM-07..24): the list (also the group editor's, GROUP-19),
 * the offers to rate, creation and the rates.
 */
import {
  CreateWebmasterBody,
  EditWebmasterBody,
  WebmasterExistsQuery,
  WebmasterOfferChoice,
  WebmasterPage,
  WebmasterPageQuery,
  WebmasterRate,
  WebmasterRatePage,
  WebmasterRatesQuery,
} from '@umbrella/contract';
import Type from 'typebox';
import { errorResponses, privateErrors } from '../../platform/error-responses.js';
import type { TypedRoutesApp } from '../../platform/typed-routes.js';
import { BASE, config, tags, withConflict } from './api.js';
import type { WebmasterService } from './service.js';

export function webmasterRecordRoutes(app: TypedRoutesApp, webmasters: WebmasterService): void {
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
}
