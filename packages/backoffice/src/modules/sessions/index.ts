/** Browser sessions: pings, who is online, and pruning of old sessions (/module/sessions). */
import type { BackofficeModule } from '../../platform/module-deps.js';
import { sessionRoutes } from './routes.js';

export { createSessionService, type SessionService, type SessionServiceDeps } from './service.js';

export const sessionsModule: BackofficeModule = {
  name: 'sessions',
  prefixes: ['/module/sessions'],
  routes: sessionRoutes,
};
