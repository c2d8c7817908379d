/**
 * The webmasters' lead intake (/module/intake): leads sent by webmasters' servers with an API
 * key, idempotent by the webmaster's own lead id, refusing blacklisted phones; and issuing keys.
 */
import type { BackofficeModule } from '../../platform/module-deps.js';
import { leadIntakeRoutes } from './routes.js';

export { INTAKE_LEADS_PATH } from './routes.js';

export const leadIntakeFlow: BackofficeModule = {
  name: 'lead-intake',
  prefixes: ['/module/intake'],
  routes: leadIntakeRoutes,
};
