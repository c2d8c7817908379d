import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { evaluationRoutes } from './evaluation-routes.js';
import { formRoutes } from './form-routes.js';
import { reviewRoutes } from './review-routes.js';
import { sampleRoutes } from './sample-routes.js';

/** Every route of the quality module. */
export const qualityRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  await app.register(formRoutes, deps);
  await app.register(evaluationRoutes, deps);
  await app.register(sampleRoutes, deps);
  await app.register(reviewRoutes, deps);
};
