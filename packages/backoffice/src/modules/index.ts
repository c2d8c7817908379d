/**
 * Every /module/** route, behind bearer authentication, the permission guard and idempotency
 * keys. Modules register here; each owns its folder.
 */
import type { FastifyPluginAsync } from 'fastify';
import { leadDetailsRoutes } from '../flows/lead-details/routes.js';
import type { TokenVerifier } from '../platform/caller.js';
import { authPlugin } from '../plugins/auth.js';
import { idempotencyPlugin } from '../plugins/idempotency.js';
import { accountRoutes } from './accounts/routes.js';
import { signInThrottleRoutes } from './accounts/sign-in-throttle-routes.js';
import { pricingRoutes } from './catalog/pricing/routes.js';
import { regionRoutes } from './catalog/regions-routes.js';
import { addressRoutes } from './delivery/addresses/routes.js';
import { deliveryRoutes } from './delivery/routes.js';
import type { ModuleDeps } from './deps.js';
import { eventStreamRoutes } from './events/stream-routes.js';
import { healthRoutes } from './health/routes.js';
import { orderRoutes } from './orders/routes.js';
import { scriptRoutes } from './scripts/routes.js';
import { sessionRoutes } from './sessions/routes.js';
import { telephonyRoutes } from './telephony/routes.js';
import { workspaceRoutes } from './workspace/tasks/plugin.js';

export type ModuleApiOptions = ModuleDeps & { verifyToken: TokenVerifier };

export const moduleApi: FastifyPluginAsync<ModuleApiOptions> = async (app, options) => {
  const { verifyToken, ...deps } = options;
  await app.register(authPlugin, { verifyToken, db: deps.db });
  await app.register(idempotencyPlugin, { db: deps.db });
  await app.register(healthRoutes, deps);
  await app.register(accountRoutes, deps);
  await app.register(signInThrottleRoutes, deps);
  await app.register(regionRoutes, deps);
  await app.register(sessionRoutes, deps);
  await app.register(eventStreamRoutes, deps);
  await app.register(telephonyRoutes, deps);
  await app.register(workspaceRoutes, deps);
  await app.register(pricingRoutes, deps);
  await app.register(addressRoutes, deps);
  await app.register(deliveryRoutes, deps);
  await app.register(orderRoutes, deps);
  await app.register(scriptRoutes, deps);
  await app.register(leadDetailsRoutes, deps);
};
