/**
 * Accounts and groups: the account lookups sign-in, token claims and the bearer guard use, and
 * the /module/account routes (me, compare-time, agents, account mapping), and the accounts and
 * groups administration (admin-routes.ts).
 */

import type { FastifyPluginAsync } from 'fastify';
import type { BackofficeModule, ModuleDeps } from '../../platform/module-deps.js';
import { accountAdminRoutes } from './admin-routes.js';
import { auditRoutes } from './audit-routes.js';
import { accountRoutes } from './routes.js';

export { AccountIdsBody } from './admin-schemas.js';
export { type AccountAdminService, createAccountAdminService } from './admin-service.js';
export { accountDisplayNameSql } from './display-name.js';
export { type AccountGroupRule, accountMayTakeSql } from './groups.js';
export { accountNames } from './joinable.js';
export { type AccountChanges, type AccountLookup, accountChanges, accountLookup } from './lookup.js';
export type { AccountProfile, AgentRow } from './repo.js';
export { type AccountSummary, staffAccountsQuery } from './staff-accounts.js';
export type { AccountTeam, Team, TeamMember } from './teams.js';

const routes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  await app.register(accountRoutes, deps);
  await app.register(accountAdminRoutes, deps);
  await app.register(auditRoutes, deps);
};

export const accountsModule: BackofficeModule = {
  name: 'accounts',
  prefixes: ['/module/account'],
  routes,
};
