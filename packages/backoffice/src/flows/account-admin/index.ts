/**
 * Blocking, unblocking and deleting accounts (AGENT-15..17): the accounts module changes the
 * account, the sessions module ends its browser sessions, and the identity provider its sign-ins.
 */
import type { BackofficeModule } from '../../platform/module-deps.js';
import { accountAdminFlowRoutes } from './routes.js';

export const accountAdminFlow: BackofficeModule = {
  name: 'account-admin',
  prefixes: ['/module/account'],
  routes: accountAdminFlowRoutes,
};
