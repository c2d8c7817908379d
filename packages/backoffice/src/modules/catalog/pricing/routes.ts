/**
 * The order modal's first step (ONEW-13..31): products by region, discounts by offer or by
 * lead, and the price calculation. Every answer is limited to the caller's regions.
 */

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CalculateBody, CalculateResult, DiscountDto, ProductDto } from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { errorResponses } from '../../../platform/error-responses.js';

import type { ModuleDeps } from '../../../platform/module-deps.js';
import { assertRegion, foundInRegions } from '../../../platform/region-scope.js';
import { discountsOfLead, discountsOfOffer, findOfferRegion, listRegionProducts, loadPricedLead } from './repo.js';
import { priceForLead } from './service.js';

const CATALOG = '/module/catalog/api/v1';

const publicDiscount = ({ regionId: _region, ...discount }: DiscountDto & { regionId: string }): DiscountDto =>
  discount;

export const pricingRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, { db }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    `${CATALOG}/products/by-region/:regionId`,
    {
      schema: {
        tags: ['catalog'],
        summary: 'Active products of a region with their prices in minor units (ONEW-13)',
        params: Type.Object({ regionId: Type.String({ minLength: 1, maxLength: 50 }) }),
        response: { 200: Type.Array(ProductDto), ...errorResponses },
      },
    },
    async (request) => {
      assertRegion(request.caller, request.params.regionId);
      return listRegionProducts(db, request.params.regionId);
    },
  );

  app.get(
    `${CATALOG}/discounts/by-offer/:offerId`,
    {
      schema: {
        tags: ['catalog'],
        summary: 'Discounts of an offer (ONEW-21, ONEW-31)',
        params: Type.Object({ offerId: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: { 200: Type.Array(DiscountDto), ...errorResponses },
      },
    },
    async (request) => {
      foundInRegions(
        request.caller,
        await findOfferRegion(db, request.params.offerId),
        (id) => id,
        `Offer ${request.params.offerId} not found`,
      );
      return (await discountsOfOffer(db, request.params.offerId)).map(publicDiscount);
    },
  );

  app.get(
    `${CATALOG}/discounts/by-lead/:leadId`,
    {
      schema: {
        tags: ['catalog'],
        summary: "Discounts for a lead: its offer's, or the region's general ones (ONEW-21, ONEW-31)",
        params: Type.Object({ leadId: Type.Integer({ minimum: 1 }) }),
        response: { 200: Type.Array(DiscountDto), ...errorResponses },
      },
    },
    async (request) => {
      const lead = foundInRegions(
        request.caller,
        await loadPricedLead(db, request.params.leadId),
        (l) => l.regionId,
        `Lead ${request.params.leadId} not found`,
      );
      return (await discountsOfLead(db, lead)).map(publicDiscount);
    },
  );

  app.post(
    '/module/orders/api/v1/orders/calculate',
    {
      schema: {
        tags: ['orders'],
        summary: 'Price of a selection for a lead: totalPrice and discountApplied in minor units (ONEW-30)',
        body: CalculateBody,
        response: { 200: CalculateResult, ...errorResponses },
      },
    },
    async (request) => {
      const { leadId, discountId, productIdToQuantity } = request.body;
      const priced = await priceForLead(db, request.caller, {
        leadId,
        discountId,
        quantities: Object.entries(productIdToQuantity).map(([id, qty]) => ({
          productId: Number(id),
          qty,
          field: `productIdToQuantity.${id}`,
        })),
      });
      return {
        totalPrice: priced.total,
        discountApplied: priced.discountApplied,
        subtotal: priced.subtotal,
        currency: priced.lead.currency,
      };
    },
  );
};
