/**
 * Accounts and groups administration (/agents, AGENT-*, GROUP-*), for owner:users, scoped to the
 * caller's regions. Blocking and deleting end sessions too, so they live in flows/account-admin.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { FEATURES } from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { errorResponses, privateErrors } from '../../platform/error-responses.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { generatePassword } from '../../platform/password.js';
import {
  AccountGroupsBody,
  AccountPage,
  AccountPageQuery,
  AccountsFromGroupsBody,
  CreateAccountBody,
  CreateGroupBody,
  CurrencyCodes,
  FeaturePage,
  GeneratedPassword,
  GroupDialingBody,
  GroupFeaturesBody,
  GroupPage,
  GroupPageQuery,
  GroupProductsBody,
  GroupWebmastersBody,
  IdParams,
  UpdateAccountBody,
  UpdateGroupBody,
} from './admin-schemas.js';
import { CURRENCY_CODES, createAccountAdminService } from './admin-service.js';

const BASE = '/module/account/api/v1';
const config = { permission: ['owner:users'] } as const;
const tags = ['account'];
const Created = Type.Object({ id: Type.Integer(), email: Type.Optional(Type.String()) });
const Done = { 204: Type.Null({ description: 'done' }) };

export const accountAdminRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, { db }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const admin = createAccountAdminService(db);

  app.get(
    `${BASE}/accounts`,
    {
      config,
      schema: {
        tags,
        summary: 'getAccountPage: accounts of the caller’s regions, by surname (AGENT-04)',
        querystring: AccountPageQuery,
        response: { 200: AccountPage, ...privateErrors },
      },
    },
    async (request) => admin.page(request.caller, request.query),
  );

  app.post(
    `${BASE}/accounts`,
    {
      config,
      schema: {
        tags,
        summary: 'createAccount: the e-mail gets the company domain appended (AGENT-28, AGENT-39)',
        body: CreateAccountBody,
        response: { 201: Created, ...privateErrors, 409: errorResponses[400] },
      },
    },
    async (request, reply) => reply.code(201).send(await admin.create(request.caller, request.body)),
  );

  app.put(
    `${BASE}/accounts/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'updateAccount: the same fields; the password only when it was changed (AGENT-40)',
        params: IdParams,
        body: UpdateAccountBody,
        response: { ...Done, ...errorResponses },
      },
    },
    async (request, reply) => {
      await admin.update(request.caller, request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );

  app.get(
    `${BASE}/accounts/currency-codes`,
    {
      config,
      schema: { tags, summary: 'getCurrencyCodes (AGENT-32)', response: { 200: CurrencyCodes, ...privateErrors } },
    },
    async () => [...CURRENCY_CODES],
  );

  app.post(
    `${BASE}/accounts/generated-password`,
    {
      config,
      schema: {
        tags,
        summary:
          'A fresh password from the cryptographic generator: 6 random bytes encoded plus one special character (AGENT-34)',
        response: { 200: GeneratedPassword, ...privateErrors },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send({ password: generatePassword() }),
  );

  app.post(
    `${BASE}/accounts/:id/groups`,
    {
      config,
      schema: {
        tags,
        summary: 'addAccountsToGroup(accountId, groupIds): adds the groups to one account (AGENT-18)',
        params: IdParams,
        body: AccountGroupsBody,
        response: { ...Done, ...errorResponses },
      },
    },
    async (request, reply) => {
      await admin.addToGroups(request.caller, request.params.id, request.body.groupIds);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${BASE}/accounts/remove-from-groups`,
    {
      config,
      schema: {
        tags,
        summary: 'deleteAccountsFromGroups({accountIds, groupIds}) (AGENT-22)',
        body: AccountsFromGroupsBody,
        response: { ...Done, ...errorResponses },
      },
    },
    async (request, reply) => {
      await admin.removeFromGroups(request.caller, request.body.accountIds, request.body.groupIds);
      return reply.code(204).send(null);
    },
  );

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
};
