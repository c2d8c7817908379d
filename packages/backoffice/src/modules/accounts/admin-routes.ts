/**
 * Accounts and groups administration (/agents, AGENT-*, GROUP-*), for owner:users, scoped to the
 * caller's regions: the accounts' routes and the groups' routes on the same instance. Blocking and
 * deleting end sessions too, so they live in flows/account-admin.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { typedRoutes } from '../../platform/typed-routes.js';
import { accountRecordRoutes } from './account-admin-routes.js';
import { createAccountAdminService } from './admin-service.js';
import { groupAdminRoutes } from './group-admin-routes.js';

export const accountAdminRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, { db }) => {
  const app = typedRoutes(instance);
  const admin = createAccountAdminService(db);
  accountRecordRoutes(app, admin);
  groupAdminRoutes(app, admin);
};
