/**
 * Offers and agency special payouts (/module/offers): the offers administration (OFFER-*) and
 * what agencies are paid per lead of an offer (AGENCY-*).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { BackofficeModule, ModuleDeps } from '../../platform/module-deps.js';
import { agencyRoutes } from './agency-routes.js';
import { offerRoutes } from './routes.js';

export { createOffersService, type OffersService } from './service.js';

const routes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  await app.register(offerRoutes, deps);
  await app.register(agencyRoutes, deps);
};

export const offersModule: BackofficeModule = { name: 'offers', prefixes: ['/module/offers'], routes };
