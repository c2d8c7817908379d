/**
 * Orders: capture (the draft, write and finish steps flows/order-capture runs around its
 * transaction), phone change, reads, the customer messages' outbox and its deliverer.
 */
import type { BackofficeModule } from '../../platform/module-deps.js';
import { orderRoutes } from './routes.js';

export { readableOrder } from './answers.js';
export { deliverDueMessages } from './messages.js';
export { mayHandleOrderPhone } from './phone-access.js';
export { listLeadOrderEvents, listLeadOrders } from './repo.js';
export { ORDERS_API, OrderParams, writeErrors } from './route-schemas.js';
export {
  type CreateDraft,
  createOrderService,
  type OrderCaller,
  type OrderService,
  type OrderServiceDeps,
  type UpdateDraft,
  type UpdateMode,
} from './service.js';
export { cancelOrder, refuseOrders, revertOrder, type StatusChange, verifyOrders } from './status-actions.js';
export type { UpdateBody } from './update-order.js';

export const ordersModule: BackofficeModule = { name: 'orders', prefixes: ['/module/orders'], routes: orderRoutes };
