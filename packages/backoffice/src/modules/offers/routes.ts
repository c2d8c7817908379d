/**
 * Offers administration (/offers, OFFER-*), for offer:edit (ADMIN-04), scoped to the caller's
 * regions: the page, one offer, create and update, the id check and the form's choices.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  CreateOfferBody,
  OfferDiscountChoice,
  OfferDto,
  OfferPage,
  OfferPageQuery,
  OfferScriptChoice,
  Partner,
  UpdateOfferBody,
} from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { errorResponses, privateErrors } from '../../platform/error-responses.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { createOffersService } from './service.js';

export const OFFERS_BASE = '/module/offers/api/v1';
const config = { permission: ['offer:edit'] } as const;
const tags = ['offers'];
const OfferIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const RegionQuery = Type.Object({ regionId: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })) });

export const offerRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, { db }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const offers = createOffersService(db);

  app.get(
    `${OFFERS_BASE}/offers`,
    {
      config,
      schema: {
        tags,
        summary: "getOfferList: a page of the caller's offers by region, resale, partner and product (OFFER-06)",
        querystring: OfferPageQuery,
        response: { 200: OfferPage, ...privateErrors },
      },
    },
    async (request) => offers.page(request.caller, request.query),
  );

  app.post(
    `${OFFERS_BASE}/offers`,
    {
      config,
      schema: {
        tags,
        summary: 'createOffer: an id unique across the system, payout in cents, a published script (OFFER-07..25)',
        body: CreateOfferBody,
        response: { 201: OfferDto, ...privateErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await offers.create(request.caller, request.body)),
  );

  app.get(
    `${OFFERS_BASE}/offers/is-unique-id`,
    {
      config,
      schema: {
        tags,
        summary: 'isUniqueId: true when no offer in any region has this id (OFFER-08, OFFER-09)',
        querystring: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }),
        response: { 200: Type.Boolean(), ...privateErrors },
      },
    },
    async (request) => offers.isUniqueId(request.query.id),
  );

  app.get(
    `${OFFERS_BASE}/offers/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'One offer (OFFER-05)',
        params: OfferIdParams,
        response: { 200: OfferDto, ...errorResponses },
      },
    },
    async (request) => offers.get(request.caller, request.params.id),
  );

  app.put(
    `${OFFERS_BASE}/offers/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'updateOffer: every field but the id, which never changes (OFFER-10, OFFER-25)',
        params: OfferIdParams,
        body: UpdateOfferBody,
        response: { 200: OfferDto, ...errorResponses },
      },
    },
    async (request) => offers.update(request.caller, request.params.id, request.body),
  );

  app.get(
    `${OFFERS_BASE}/offers/:id/discounts`,
    {
      config,
      schema: {
        tags,
        summary: "getDiscountsByOfferId: the offer's discounts (OFFER-26)",
        params: OfferIdParams,
        response: { 200: Type.Array(OfferDiscountChoice), ...errorResponses },
      },
    },
    async (request) => offers.offerDiscounts(request.caller, request.params.id),
  );

  app.get(
    `${OFFERS_BASE}/partners`,
    {
      config,
      schema: { tags, summary: 'getPartners (OFFER-25)', response: { 200: Type.Array(Partner), ...privateErrors } },
    },
    async () => offers.partners(),
  );

  app.get(
    `${OFFERS_BASE}/scripts`,
    {
      config,
      schema: {
        tags,
        summary: "Scripts with a published version of the caller's regions, of one product when given (OFFER-19)",
        querystring: Type.Object({
          regionId: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
          productId: Type.Optional(Type.Integer({ minimum: 1 })),
        }),
        response: { 200: Type.Array(OfferScriptChoice), ...privateErrors },
      },
    },
    async (request) => offers.scripts(request.caller, request.query),
  );

  app.get(
    `${OFFERS_BASE}/discounts/current`,
    {
      config,
      schema: {
        tags,
        summary: "getCurrentDiscounts: the active discounts of the caller's regions, an offer's choices (OFFER-26)",
        querystring: RegionQuery,
        response: { 200: Type.Array(OfferDiscountChoice), ...privateErrors },
      },
    },
    async (request) => offers.currentDiscounts(request.caller, request.query.regionId),
  );

  app.get(
    `${OFFERS_BASE}/discounts/actual`,
    {
      config,
      schema: {
        tags,
        summary:
          'getActualDiscounts: the active general discounts, what a lead gets without its offer’s own (OFFER-26)',
        querystring: RegionQuery,
        response: { 200: Type.Array(OfferDiscountChoice), ...privateErrors },
      },
    },
    async (request) => offers.actualDiscounts(request.caller, request.query.regionId),
  );
};
