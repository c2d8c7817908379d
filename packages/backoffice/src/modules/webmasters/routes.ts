/**
 * Webmasters under /module/webmasters/api/v1 (spec 3 §7 "Webmasters", WEBM-07..41), for
 * read:webmasters (ADMIN-05; the specification names no other permission for these screens).
 * The webmaster list of the group editor (GROUP-19) is open to owner:users too.
 */
import type { FastifyPluginAsync } from 'fastify';
import { systemClock } from '../../clock.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { typedRoutes } from '../../platform/typed-routes.js';
import { guaranteeRoutes } from './guarantee-routes.js';
import { createWebmasterService } from './service.js';
import { webmasterRecordRoutes } from './webmaster-routes.js';

export const webmasterRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, { db }) => {
  const app = typedRoutes(instance);
  const webmasters = createWebmasterService({ db, clock: systemClock });
  webmasterRecordRoutes(app, webmasters);
  guaranteeRoutes(app, webmasters);
};
