/** Order capture: the order writes that also close the agent's task, in one transaction. */
import type { BackofficeModule } from '../../platform/module-deps.js';
import { orderCaptureRoutes } from './routes.js';

export { createOrderCapture } from './order-capture.js';

export const orderCaptureFlow: BackofficeModule = {
  name: 'order-capture',
  prefixes: ['/module/orders'],
  routes: orderCaptureRoutes,
};
