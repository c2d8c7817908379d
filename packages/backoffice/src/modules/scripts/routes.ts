/**
 * Scripts' routes: the published sales script of a lead's product as the lead view shows it
 * (LEAD-12, LEAD-13, TASK-14); the editor's list, versions, drafts, publishing and diff
 * (script:edit, SCRIPT-15, SCRIPT-16); the agents' scripts to confirm (task:current, SCRIPT-25).
 * Bodies are stored sanitised; the web sanitises again on show.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { typedRoutes } from '../../platform/typed-routes.js';
import { scriptEditorRoutes } from './script-editor-routes.js';
import { scriptReadingRoutes } from './script-reading-routes.js';
import { createScriptService } from './service.js';

export { SCRIPTS_BASE, VERSIONS_BASE } from './api.js';
export { PublishedScript } from './script-reading-routes.js';

export const scriptRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, { db }) => {
  const app = typedRoutes(instance);
  const scripts = createScriptService({ db });
  scriptEditorRoutes(app, scripts);
  scriptReadingRoutes(app, scripts, db);
};
