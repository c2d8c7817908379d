import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { calibrationRoutes } from './calibration-routes.js';
import { disputeRoutes } from './dispute-routes.js';
import { myEvaluationsRoutes } from './my-evaluations-routes.js';

/** What follows an evaluation: the agent's view and answer, the evaluator's answer to a dispute, calibration. */
export const reviewRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  await app.register(myEvaluationsRoutes, deps);
  await app.register(disputeRoutes, deps);
  await app.register(calibrationRoutes, deps);
};
