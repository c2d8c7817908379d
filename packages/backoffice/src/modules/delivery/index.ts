/**
 * Delivery: the address dictionary (search, areas, reverse geocoding), providers, coverage and
 * the delivery options, dates and slots of an address or map point, and providers' holiday schedules.
 */
import type { FastifyPluginAsync } from 'fastify';
import { systemClock } from '../../clock.js';
import type { BackofficeModule, ModuleDeps } from '../../platform/module-deps.js';
import { addressRoutes } from './addresses/routes.js';
import { holidayRoutes } from './holiday-routes.js';
import { createHolidaySchedules } from './holiday-schedules.js';
import { placeRoutes } from './place-routes.js';
import { createPlaceSchedules } from './place-schedules.js';
import { deliveryRoutes } from './routes.js';

import { createDeliveryService } from './service.js';

export { normalizeText } from './addresses/normalize.js';
export { createDeliveryService, type DeliveryService, type DeliveryServiceDeps } from './service.js';

const routes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const delivery = createDeliveryService(deps);
  await app.register(addressRoutes, { ...deps, delivery });
  await app.register(deliveryRoutes, { ...deps, delivery });
  await app.register(holidayRoutes, { holidays: createHolidaySchedules({ db: deps.db, clock: systemClock }) });
  await app.register(placeRoutes, { places: createPlaceSchedules({ db: deps.db }) });
};

export const deliveryModule: BackofficeModule = { name: 'delivery', prefixes: ['/module/delivery'], routes };
