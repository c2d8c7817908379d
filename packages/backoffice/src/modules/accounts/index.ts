/**
 * Accounts and groups: the account lookups sign-in, token claims and the bearer guard use, and
 * the /module/account routes (me, compare-time, agents, account mapping).
 */
import type { BackofficeModule } from '../../platform/module-deps.js';
import { accountRoutes } from './routes.js';

export { accountDisplayNameSql } from './display-name.js';
export { type AccountGroupRule, accountMayTakeSql, loadAccountGroupRules } from './groups.js';

export {
  type AccountProfile,
  accountEmailsInRegions,
  accountsInRegions,
  findAccountDisplayName,
  findAccountIdByUsername,
  isAccountBlocked,
  loadAccountProfile,
} from './repo.js';

export const accountsModule: BackofficeModule = {
  name: 'accounts',
  prefixes: ['/module/account'],
  routes: accountRoutes,
};
