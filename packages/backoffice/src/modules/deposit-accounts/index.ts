/** Deposit accounts (/module/deposit-accounts): where each region's Deposit customers pay (decision 1790). */
import type { BackofficeModule } from '../../platform/module-deps.js';
import { depositAccountRoutes } from './routes.js';

export { accountLine, depositInstructionsText } from './instructions.js';
export { listRegionAccounts } from './repo.js';

export const depositAccountsModule: BackofficeModule = {
  name: 'deposit-accounts',
  prefixes: ['/module/deposit-accounts'],
  routes: depositAccountRoutes,
};
