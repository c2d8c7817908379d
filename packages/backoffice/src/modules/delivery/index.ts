/**
 * Delivery: the address dictionary (search, areas, reverse geocoding), providers, coverage and
 * the delivery options, dates and slots of an address or map point.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { BackofficeModule, ModuleDeps } from '../../platform/module-deps.js';
import { addressRoutes } from './addresses/routes.js';
import { deliveryRoutes } from './routes.js';

export { normalizeText } from './addresses/normalize.js';
export { readAddress } from './addresses/service.js';
export { resolveDeliveryInfo } from './service.js';

const routes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  await app.register(addressRoutes, deps);
  await app.register(deliveryRoutes, deps);
};

export const deliveryModule: BackofficeModule = { name: 'delivery', prefixes: ['/module/delivery'], routes };
