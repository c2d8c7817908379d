/**
 * /module/deposit-accounts: a region's deposit accounts, read and replaced by an administrator
 * (decision 1790). Replacing is one audited write: the list is short and read as a whole.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DepositAccountDto, DepositAccountsBody, findRegion } from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { systemClock } from '../../clock.js';
import { ownTables } from '../../db/owners.js';
import { audited } from '../../platform/audit/record.js';
import { errorResponses } from '../../platform/error-responses.js';
import { invalid } from '../../platform/http-error.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { assertRegion } from '../../platform/region-scope.js';
import { listRegionAccounts, replaceRegionAccounts } from './repo.js';

export const DEPOSIT_ACCOUNTS_API = '/module/deposit-accounts/api/v1';

const Params = Type.Object({ regionId: Type.String({ minLength: 1, maxLength: 40 }) });

function knownRegion(regionId: string): void {
  if (!findRegion(regionId)) throw invalid('regionId', 'is not a known region');
}

export const depositAccountRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, deps) => {
  const db = ownTables(deps.db, 'deposit-accounts');
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const config = { permission: ['payment.deposit-account:edit'] as const };

  app.get(
    `${DEPOSIT_ACCOUNTS_API}/regions/:regionId`,
    {
      config,
      schema: {
        tags: ['deposit-accounts'],
        summary: "A region's deposit accounts, in the order customers read them",
        params: Params,
        response: { 200: Type.Array(DepositAccountDto), ...errorResponses },
      },
    },
    async (request) => {
      knownRegion(request.params.regionId);
      assertRegion(request.caller, request.params.regionId);
      return listRegionAccounts(db, request.params.regionId);
    },
  );

  app.put(
    `${DEPOSIT_ACCOUNTS_API}/regions/:regionId`,
    {
      config,
      schema: {
        tags: ['deposit-accounts'],
        summary: "Replace a region's deposit accounts (audited)",
        params: Params,
        body: DepositAccountsBody,
        response: { 200: Type.Array(DepositAccountDto), ...errorResponses },
      },
    },
    async (request) => {
      const { regionId } = request.params;
      knownRegion(regionId);
      assertRegion(request.caller, regionId);
      const { accounts } = request.body;
      accounts.forEach((a, i) => {
        for (const field of ['institution', 'accountNumber', 'holder'] as const) {
          if (!a[field].trim()) throw invalid(`accounts.${i}.${field}`, 'must not be blank');
        }
      });
      await audited(
        db,
        request.caller,
        {
          action: 'DEPOSIT_ACCOUNTS_SET',
          targetType: 'region',
          targetId: regionId,
          regionIds: [regionId],
          details: { accounts: accounts.map((a) => `${a.institution} ${a.accountNumber}`) },
        },
        (trx) => replaceRegionAccounts(trx, regionId, accounts, systemClock.now()),
      );
      return listRegionAccounts(db, regionId);
    },
  );
};
