/**
 * Delivery: the address dictionary (search, areas, reverse geocoding), providers, coverage and
 * the delivery options, dates and slots of an address or map point.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { BackofficeModule, ModuleDeps } from '../../platform/module-deps.js';
import { addressRoutes } from './addresses/routes.js';
import { deliveryRoutes } from './routes.js';

import { createDeliveryService } from './service.js';

export { normalizeText } from './addresses/normalize.js';
export { createDeliveryService, type DeliveryService, type DeliveryServiceDeps } from './service.js';

const routes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const delivery = createDeliveryService(deps);
  await app.register(addressRoutes, { ...deps, delivery });
  await app.register(deliveryRoutes, { ...deps, delivery });
};

export const deliveryModule: BackofficeModule = { name: 'delivery', prefixes: ['/module/delivery'], routes };
