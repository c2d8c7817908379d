/** Call scripts the agents read (/module/scripts). */
import type { BackofficeModule } from '../../platform/module-deps.js';
import { scriptRoutes } from './routes.js';

export const scriptsModule: BackofficeModule = { name: 'scripts', prefixes: ['/module/scripts'], routes: scriptRoutes };

export { scriptsOfCatalog } from './joinable.js';
export { findPublishedScript, publishedScripts } from './published.js';
export { createScriptService, type ScriptService, type ScriptServiceDeps } from './service.js';
