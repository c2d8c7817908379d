/** The resumable event stream the gateway subscribes to (/module/events). */
import type { BackofficeModule } from '../../platform/module-deps.js';
import { eventStreamRoutes } from './stream-routes.js';

export const eventsModule: BackofficeModule = {
  name: 'events',
  prefixes: ['/module/events'],
  routes: eventStreamRoutes,
};
