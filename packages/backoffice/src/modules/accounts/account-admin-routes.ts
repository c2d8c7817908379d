/** Accounts administration (/agents, AGENT-*): the account list, creation, edits, group membership and the helpers of the account form. */
import { errorResponses, privateErrors } from '../../platform/error-responses.js';
import { generatePassword } from '../../platform/password.js';
import type { TypedRoutesApp } from '../../platform/typed-routes.js';
import { BASE, Created, config, Done, tags } from './admin-api.js';
import {
  AccountGroupsBody,
  AccountPage,
  AccountPageQuery,
  AccountsFromGroupsBody,
  CreateAccountBody,
  CurrencyCodes,
  GeneratedPassword,
  IdParams,
  UpdateAccountBody,
} from './admin-schemas.js';
import { type AccountAdminService, CURRENCY_CODES } from './admin-service.js';

export function accountRecordRoutes(app: TypedRoutesApp, admin: AccountAdminService): void {
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
}
