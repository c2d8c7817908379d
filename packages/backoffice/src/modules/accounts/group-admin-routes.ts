/** Groups administration (GROUP-*): the group list, creation, renaming, deletion and what a group gives: features, products, webmasters, dialing. */
import { FEATURES } from '@umbrella/contract';
import Type from 'typebox';
import { errorResponses, privateErrors } from '../../platform/error-responses.js';
import type { TypedRoutesApp } from '../../platform/typed-routes.js';
import { BASE, Created, config, Done, tags } from './admin-api.js';
import {
  CreateGroupBody,
  FeaturePage,
  GroupDialingBody,
  GroupFeaturesBody,
  GroupPage,
  GroupPageQuery,
  GroupProductsBody,
  GroupWebmastersBody,
  IdParams,
  UpdateGroupBody,
} from './admin-schemas.js';
import type { AccountAdminService } from './admin-service.js';

export function groupAdminRoutes(app: TypedRoutesApp, admin: AccountAdminService): void {
  app.get(
    `${BASE}/features`,
    {
      config,
      schema: {
        tags,
        summary: 'getFeatures(0, 100): the features a group can give (GROUP-20)',
        querystring: Type.Object({
          number: Type.Integer({ minimum: 0, default: 0 }),
          size: Type.Integer({ minimum: 1, maximum: 1000, default: 100 }),
        }),
        response: { 200: FeaturePage, ...privateErrors },
      },
    },
    async (request) => {
      const { number, size } = request.query;
      const all = FEATURES.map((f) => ({ id: f, name: f }));
      return { content: all.slice(number * size, (number + 1) * size), totalSize: all.length };
    },
  );

  app.get(
    `${BASE}/groups`,
    {
      config,
      schema: {
        tags,
        summary: 'getGroupPage({pageable, regionIds}) (GROUP-02, GROUP-03)',
        querystring: GroupPageQuery,
        response: { 200: GroupPage, ...privateErrors },
      },
    },
    async (request) => admin.groupPage(request.caller, request.query),
  );

  app.post(
    `${BASE}/groups`,
    {
      config,
      schema: {
        tags,
        summary: 'createGroup({name, regionId, taskType}) (GROUP-11)',
        body: CreateGroupBody,
        response: { 201: Created, ...privateErrors, 409: errorResponses[400] },
      },
    },
    async (request, reply) => reply.code(201).send(await admin.createGroup(request.caller, request.body)),
  );

  app.put(
    `${BASE}/groups/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'updateGroup({id, name}): only the name changes after creation (GROUP-10, GROUP-21)',
        params: IdParams,
        body: UpdateGroupBody,
        response: { ...Done, ...errorResponses, 409: errorResponses[400] },
      },
    },
    async (request, reply) => {
      await admin.renameGroup(request.caller, request.params.id, request.body.name);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    `${BASE}/groups/:id`,
    {
      config,
      schema: { tags, summary: 'deleteGroup (GROUP-05)', params: IdParams, response: { ...Done, ...errorResponses } },
    },
    async (request, reply) => {
      await admin.deleteGroup(request.caller, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.put(
    `${BASE}/groups/:id/features`,
    {
      config,
      schema: {
        tags,
        summary: 'addFeaturesToGroup(id, featureIds): the group’s features become these (GROUP-22)',
        params: IdParams,
        body: GroupFeaturesBody,
        response: { ...Done, ...errorResponses },
      },
    },
    async (request, reply) => {
      await admin.setFeatures(request.caller, request.params.id, request.body.featureIds);
      return reply.code(204).send(null);
    },
  );

  app.put(
    `${BASE}/groups/:id/products`,
    {
      config,
      schema: {
        tags,
        summary: 'addProductsToGroup(id, [{productId, scriptId}]): the group’s products become these (GROUP-23)',
        params: IdParams,
        body: GroupProductsBody,
        response: { ...Done, ...errorResponses },
      },
    },
    async (request, reply) => {
      await admin.setProducts(request.caller, request.params.id, request.body.products);
      return reply.code(204).send(null);
    },
  );

  app.put(
    `${BASE}/groups/:id/webmasters`,
    {
      config,
      schema: {
        tags,
        summary: 'addWebmastersToGroup(id, webmasterIds): the group’s webmasters become these (GROUP-24)',
        params: IdParams,
        body: GroupWebmastersBody,
        response: { ...Done, ...errorResponses },
      },
    },
    async (request, reply) => {
      await admin.setWebmasters(request.caller, request.params.id, request.body.webmasterIds);
      return reply.code(204).send(null);
    },
  );

  app.put(
    `${BASE}/groups/:id/dialing`,
    {
      config,
      schema: {
        tags,
        summary: 'setGroupDialing(id, {mode, previewSeconds}): manual or progressive dialing (decision 1803)',
        params: IdParams,
        body: GroupDialingBody,
        response: { ...Done, ...errorResponses },
      },
    },
    async (request, reply) => {
      await admin.setDialing(request.caller, request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );
}
