/**
 * The leads module (SHELL-27: base path /module/leads) with the spec's own paths (LEAD-53..60),
 * and its other calls in the project style: internal offers, agent history and the unmasked
 * phones. Phones in every answer are '****' for callers with the voip feature.
 */
import type { FastifyPluginAsync } from 'fastify';
import { typedRoutes } from '../../../platform/typed-routes.js';
import type { Workspace } from '../workspace.js';
import { historyRoutes } from './history-routes.js';
import { leadWorkRoutes } from './lead-work-routes.js';
import { leadPhoneRoutes } from './phone-routes.js';
import { surveyRoutes } from './survey-routes.js';

export { LEADS_API, LEADS_BASE } from './api.js';

export const leadRoutes: FastifyPluginAsync<{ workspace: Workspace }> = async (instance, { workspace }) => {
  const app = typedRoutes(instance);
  surveyRoutes(app, workspace.forms);
  leadWorkRoutes(app, workspace.leads);
  historyRoutes(app, workspace.history);
  leadPhoneRoutes(app, workspace.phones);
};
