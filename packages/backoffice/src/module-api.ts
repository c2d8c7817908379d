/**
 * Every /module/** route, behind bearer authentication, the permission guard and idempotency
 * keys: the modules of modules/index.ts, then the flows of flows/index.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import { FLOWS } from './flows/index.js';
import { signInThrottleRoutes } from './identity/sign-in-throttle-routes.js';
import { MODULES } from './modules/index.js';
import type { TokenVerifier } from './platform/caller.js';
import type { ModuleDeps } from './platform/module-deps.js';
import { authPlugin } from './plugins/auth.js';
import { idempotencyPlugin } from './plugins/idempotency.js';

export type ModuleApiOptions = ModuleDeps & { verifyToken: TokenVerifier };

export const moduleApi: FastifyPluginAsync<ModuleApiOptions> = async (app, options) => {
  const { verifyToken, ...deps } = options;
  await app.register(authPlugin, { verifyToken, db: deps.db });
  await app.register(idempotencyPlugin, { db: deps.db });
  for (const module of [...MODULES, ...FLOWS]) await app.register(module.routes, deps);
  // Lifting a sign-in throttle is identity's business, behind the same guard as the modules.
  await app.register(signInThrottleRoutes, deps);
};
