/**
 * Delivery: the address dictionary (search, areas, reverse geocoding), providers, coverage and
 * the delivery options, dates and slots of an address or map point, providers' holiday schedules
 * and the delivery-provider reports (upload, stored reports, validation errors, column mappings).
 */
import type { FastifyPluginAsync } from 'fastify';
import { systemClock } from '../../clock.js';
import type { BackofficeModule, ModuleDeps } from '../../platform/module-deps.js';
import { addressRoutes } from './addresses/routes.js';
import { holidayRoutes } from './holiday-routes.js';
import { createHolidaySchedules } from './holiday-schedules.js';
import { placeRoutes } from './place-routes.js';
import { createPlaceSchedules } from './place-schedules.js';
import { reportRoutes } from './reports/routes.js';
import { deliveryRoutes } from './routes.js';

import { createDeliveryService } from './service.js';

export { normalizeText } from './addresses/normalize.js';
export { type CourierDispatch, courierDispatch, type DispatchedOrder } from './courier-dispatch.js';
export { createDiscrepancies, type Discrepancies } from './reports/discrepancies.js';
export type { RowProblem } from './reports/repo.js';
export { DELIVERY_API, deliveryReportsFor } from './reports/routes.js';
export { type DeliveryReports, type ReportCaller, toReportDto } from './reports/service.js';
export { createDeliveryService, type DeliveryService, type DeliveryServiceDeps } from './service.js';

const routes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const delivery = createDeliveryService(deps);
  await app.register(addressRoutes, { ...deps, delivery });
  await app.register(deliveryRoutes, { ...deps, delivery });
  await app.register(holidayRoutes, { holidays: createHolidaySchedules({ db: deps.db, clock: systemClock }) });
  await app.register(placeRoutes, { places: createPlaceSchedules({ db: deps.db }) });
  await app.register(reportRoutes, deps);
};

export const deliveryModule: BackofficeModule = { name: 'delivery', prefixes: ['/module/delivery'], routes };
