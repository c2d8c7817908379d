/**
 * /module/orders/api/v1/orders/search: search delivery orders (SEARCH-20) with read:report, over
 * the caller's regions only. A POST with the period, pageable and filters in the body, as the
 * specification's call takes them; the same body is the order sheet's command.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { OrderSearchBody, OrderSearchPage } from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import { systemClock } from '../../clock.js';
import { errorResponses } from '../../platform/error-responses.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { ORDERS_API } from './route-schemas.js';
import { createSearchService } from './search-service.js';

export const searchRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, { db }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const search = createSearchService({ db, clock: systemClock });

  app.post(
    `${ORDERS_API}/orders/search`,
    {
      config: { permission: ['read:report'] as const },
      schema: {
        tags: ['orders'],
        summary: 'Search delivery orders: period, pageable, filters; content and totalSize capped at 10 000',
        body: OrderSearchBody,
        response: { 200: OrderSearchPage, ...errorResponses },
      },
    },
    async (request) => search.search(request.caller, request.body),
  );
};
