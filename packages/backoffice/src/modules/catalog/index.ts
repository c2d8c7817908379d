/**
 * The catalog: regions, products, offers and discounts, and pricing a selection for a lead (the
 * calculation order creation repeats so the total an agent saw is the total the order gets).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { BackofficeModule, ModuleDeps } from '../../platform/module-deps.js';
import { pricingRoutes } from './pricing/routes.js';
import { regionRoutes } from './regions-routes.js';

export { catalogOffers, catalogProducts, catalogRegions, catalogWebmasters } from './joinable.js';
export { type OfferFilter, type OfferValues, offerRecords } from './offer-records.js';
export { offerIsResaleSql } from './offer-resale.js';
export type { PricedLead, PricedProduct } from './pricing/repo.js';
export type { PricedSelection, SelectionRequest } from './pricing/service.js';
export type { ProductWithOffers } from './repo.js';
export { type CatalogService, type CatalogServiceDeps, createCatalogService } from './service.js';
export { activeOffer, setWebmasterKeyHash, webmasterOfKeyHash } from './webmaster-keys.js';
export { ensureWebmaster } from './webmaster-names.js';

const routes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  await app.register(regionRoutes, deps);
  await app.register(pricingRoutes, deps);
};

export const catalogModule: BackofficeModule = { name: 'catalog', prefixes: ['/module/catalog'], routes };
