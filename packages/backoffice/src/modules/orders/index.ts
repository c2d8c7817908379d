/**
 * Orders: capture (the draft, write and finish steps flows/order-capture runs around its
 * transaction), phone change, reads, the customer messages' outbox and its deliverer; order tags
 * and the order search.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { BackofficeModule, ModuleDeps } from '../../platform/module-deps.js';
import { deskRoutes } from './desk-routes.js';
import { orderRoutes } from './routes.js';
import { searchRoutes } from './search-routes.js';
import { tagRoutes } from './tags-routes.js';

export { type OrderChanges, orderChanges } from './changes.js';
export { REPORTED_STATUS, WITH_COURIER } from './delivery-statuses.js';
export { orderSummaries, ordersOfLeads, orderTaskRefs } from './joinable.js';
export { type OrderLookup, orderLookup } from './lookup.js';
export { deliverDueMessages } from './messages.js';
export { deliverDueMails } from './order-sheet.js';
export { ordersByBucket, ordersByBucketQuery } from './orders-by-bucket.js';
export {
  DELIVERED_STATUSES,
  type OrderOutcomeRow,
  orderOutcomesSql,
  ordersWithOutcomeBetweenSql,
  PAID_STATUSES,
  REFUSED_STATUSES,
} from './outcomes.js';
export { type PaymentTag, paymentTagFor } from './payment-tags.js';
export { ORDERS_API, OrderParams, writeErrors } from './route-schemas.js';
export { createSearchService, type SearchService } from './search-service.js';
export {
  type CreateDraft,
  createOrderService,
  type OrderCaller,
  type OrderService,
  type OrderServiceDeps,
  type UpdateDraft,
  type UpdateMode,
} from './service.js';
export { withUnusedShortCode } from './short-code.js';
export {
  type OrderOutcomes,
  orderOutcomesByAuthor,
  orderOutcomesByDay,
  orderOutcomesByDayQuery,
  orderOutcomesQuery,
  ordersTodayByAuthor,
} from './stats.js';
export type { StatusChange } from './status-actions.js';
export { createTagService, type TagService } from './tags-service.js';
export type { UpdateBody } from './update-order.js';

const routes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  await app.register(orderRoutes, deps);
  await app.register(deskRoutes, deps);
  await app.register(tagRoutes, deps);
  await app.register(searchRoutes, deps);
};

/** getOrderPhone keeps the path the specification gives it under /module/leads; the orders module answers it. */
export const ordersModule: BackofficeModule = {
  name: 'orders',
  prefixes: ['/module/orders', '/module/leads'],
  routes,
};
