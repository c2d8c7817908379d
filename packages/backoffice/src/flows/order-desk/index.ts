/** The orders desk: status changes of orders whose leads follow them, in one transaction. */
import type { BackofficeModule } from '../../platform/module-deps.js';
import { orderDeskRoutes } from './routes.js';

export const orderDeskFlow: BackofficeModule = {
  name: 'order-desk',
  prefixes: ['/module/orders'],
  routes: orderDeskRoutes,
};
