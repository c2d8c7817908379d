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
import { createCatalogService } from '../service.js';

const CATALOG = '/module/catalog/api/v1';

export const pricingRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, deps) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const catalog = createCatalogService(deps);

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
    async (request) => catalog.regionProducts(request.caller, request.params.regionId),
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
    async (request) => catalog.offerDiscounts(request.caller, request.params.offerId),
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
    async (request) => catalog.leadDiscounts(request.caller, request.params.leadId),
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
      const priced = await catalog.priceForLead(request.caller, {
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
