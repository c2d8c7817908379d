/**
 * /module/orders/api/v1/tags: available tags by region, create a user tag, assign and remove
 * (SEARCH-39..45). The specification names no permission for tags; they are worked from the
 * order search and the order page, so they take read:report, as those pages do (decision 1121).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CreateTagBody, OrderTagsBody, OrderTagsResult, TagDto, TagsQuery } from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { systemClock } from '../../clock.js';
import { errorResponses } from '../../platform/error-responses.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { ORDERS_API, writeErrors } from './route-schemas.js';
import { createTagService } from './tags-service.js';

export const tagRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, { db }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const tags = createTagService({ db, clock: systemClock });
  const config = { permission: ['read:report'] as const };

  app.get(
    `${ORDERS_API}/tags`,
    {
      config,
      schema: {
        tags: ['tags'],
        summary: "A region's tags, system tags first (SEARCH-39, SEARCH-45)",
        querystring: TagsQuery,
        response: { 200: Type.Array(TagDto), ...errorResponses },
      },
    },
    async (request) => tags.available(request.caller, request.query.regionId),
  );

  app.post(
    `${ORDERS_API}/tags`,
    {
      config,
      schema: {
        tags: ['tags'],
        summary: 'Create a user tag {color, value, regionId}; the name must not be empty (SEARCH-44)',
        body: CreateTagBody,
        response: { 201: TagDto, ...writeErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await tags.create(request.caller, request.body)),
  );

  app.post(
    `${ORDERS_API}/tags/assign`,
    {
      config,
      schema: {
        tags: ['tags'],
        summary: 'Put user tags on orders (orderIds, tagIds); tags and orders of one region; a system tag is refused',
        body: OrderTagsBody,
        response: { 200: OrderTagsResult, ...writeErrors },
      },
    },
    async (request) => ({ changed: await tags.assign(request.caller, request.body) }),
  );

  app.post(
    `${ORDERS_API}/tags/remove`,
    {
      config,
      schema: {
        tags: ['tags'],
        summary: 'Take user tags off orders (orderIds, tagIds); system tags cannot be removed (SEARCH-42)',
        body: OrderTagsBody,
        response: { 200: OrderTagsResult, ...writeErrors },
      },
    },
    async (request) => ({ changed: await tags.remove(request.caller, request.body) }),
  );
};
