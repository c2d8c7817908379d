/** The lead page's one read, composed from the workspace, orders, catalog and accounts modules. */
import type { BackofficeModule } from '../../platform/module-deps.js';
import { leadDetailsRoutes } from './routes.js';

export const leadDetailsFlow: BackofficeModule = {
  name: 'lead-details',
  prefixes: ['/module/leads'],
  routes: leadDetailsRoutes,
};
export { leadHistoryEntries } from './service.js';
