/** The back-office's own health check (/module/health). */
import type { BackofficeModule } from '../../platform/module-deps.js';
import { healthRoutes } from './routes.js';

export const healthModule: BackofficeModule = { name: 'health', prefixes: ['/module/health'], routes: healthRoutes };
