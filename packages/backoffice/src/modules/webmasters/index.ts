/**
 * Webmasters: affiliates' special payouts per offer and their guarantee history
 * (/module/webmasters, WEBM-01..41).
 */
import type { BackofficeModule } from '../../platform/module-deps.js';
import { webmasterRoutes } from './routes.js';

export { claimIntake, leadOfIntake, recordIntakeLead } from './intake-keys.js';
export { webmasterGuaranteeHistory, webmasterPartners } from './joinable.js';
export { findPartner, listPartners } from './partners.js';
export { createWebmasterService, type WebmasterService } from './service.js';

export const webmastersModule: BackofficeModule = {
  name: 'webmasters',
  prefixes: ['/module/webmasters'],
  routes: webmasterRoutes,
};
