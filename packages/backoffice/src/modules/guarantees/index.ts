/**
 * Guarantee sets: per period, each offer × webmaster's leads against its guarantee, approved or
 * declined row by row (/module/guarantees, GUAR-01..29).
 */
import type { BackofficeModule } from '../../platform/module-deps.js';
import { guaranteeRoutes } from './routes.js';

export { computePendingGuaranteeSets } from './compute.js';
export { createGuaranteeService, type GuaranteeService } from './service.js';

export const guaranteesModule: BackofficeModule = {
  name: 'guarantees',
  prefixes: ['/module/guarantees'],
  routes: guaranteeRoutes,
};
