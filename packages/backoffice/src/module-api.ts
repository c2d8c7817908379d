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
import type { Liveness } from './platform/process-liveness.js';
import { announceStale } from './platform/stale-answers.js';
import { authPlugin, blockedCache } from './plugins/auth.js';
import { idempotencyPlugin } from './plugins/idempotency.js';

export type ModuleApiOptions = ModuleDeps & { verifyToken: TokenVerifier; liveness?: Liveness };

export const moduleApi: FastifyPluginAsync<ModuleApiOptions> = async (app, options) => {
  const { verifyToken, identity, liveness, ...rest } = options;
  const blockedAnswers = blockedCache(rest.db, 5_000);
  await app.register(authPlugin, { verifyToken, db: rest.db, blockedAnswers });
  // Blocking or unblocking an account drops the cached answer for it at once, here and in every other back-office.
  const deps: ModuleDeps = {
    ...rest,
    identity: {
      endSessions: async (accountIds) => identity?.endSessions(accountIds),
      blockedChanged: async (accountIds) => {
        blockedAnswers.forget(accountIds);
        await announceStale(rest.db, 'account-blocked', accountIds);
      },
    },
  };
  await app.register(idempotencyPlugin, {
    db: deps.db,
    leaseSeconds: rest.config.idempotencyClaimLeaseSeconds,
    holder: liveness?.holder,
  });
  for (const module of [...MODULES, ...FLOWS]) await app.register(module.routes, deps);
  // Lifting a sign-in throttle is identity's business, behind the same guard as the modules.
  await app.register(signInThrottleRoutes, deps);
};
