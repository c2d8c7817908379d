/** Couriers and orders: provider reports' processing and apply, sending orders to providers, the DTK transfer. */
import type { BackofficeModule } from '../../platform/module-deps.js';
import { courierReportRoutes } from './routes.js';

export const courierReportsFlow: BackofficeModule = {
  name: 'courier-reports',
  prefixes: ['/module/delivery'],
  routes: courierReportRoutes,
};
