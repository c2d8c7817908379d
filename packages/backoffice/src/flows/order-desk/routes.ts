/**
 * The orders desk's status changes (/module/orders/api/v1): cancel, verify and revert (order page,
 * order:create:feature). Each is allowed only from the statuses
 * (and tags) spec 2 §4 lists — 409 otherwise — and region-scoped: another region's order is a 404.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  CancelOrderBody,
  LeadHistoryEntry,
  OrderStatusChanged,
  RevertOrderBody,
  VerifyOrdersBody,
} from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { ORDERS_API, OrderParams, writeErrors } from '../../modules/orders/index.js';
import { errorResponses } from '../../platform/error-responses.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { createOrderDesk } from './order-desk.js';

const response = { 200: OrderStatusChanged, ...writeErrors };

export const orderDeskRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, { db }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const desk = createOrderDesk(db);

  app.get(
    `${ORDERS_API}/orders/:orderId/lead-events`,
    {
      config: { permission: ['read:report'] },
      schema: {
        tags: ['orders'],
        summary: "The events of the order's lead, newest first: task work and the lead's action log (ORDER-53)",
        params: OrderParams,
        response: { 200: Type.Array(LeadHistoryEntry), ...errorResponses },
      },
    },
    async (request) => desk.leadEvents(request.caller, request.params.orderId),
  );

  app.post(
    `${ORDERS_API}/orders/:orderId/cancel`,
    {
      config: { permission: ['order:create:feature'] },
      schema: {
        tags: ['orders'],
        summary: 'Cancel a Deposit, Confirmed or Verified order with a reason and/or comment (ORDER-15, ORDER-22..25)',
        description: 'A comment is required unless a reason other than OTRO/OTHER is given. 409 from another status.',
        params: OrderParams,
        body: CancelOrderBody,
        response,
      },
    },
    async (request) => desk.cancel(request.caller, request.params.orderId, request.body),
  );

  app.post(
    `${ORDERS_API}/orders/verify`,
    {
      config: { permission: ['order:create:feature'] },
      schema: {
        tags: ['orders'],
        summary:
          'Verify orders by id: Confirmed (or Deposit) with an ORDER_PAID or ORDER_OVERPAID tag (ORDER-18, ORDER-25)',
        description: 'All or none: one order that may not be verified (409) or is not found (404) changes nothing.',
        body: VerifyOrdersBody,
        response,
      },
    },
    async (request) => desk.verify(request.caller, request.body.ids),
  );

  app.post(
    `${ORDERS_API}/orders/:orderId/revert`,
    {
      config: { permission: ['order:create:feature'] },
      schema: {
        tags: ['orders'],
        summary: 'Revert a Verified or Transit order to its previous status (ORDER-16, ORDER-26)',
        description: 'The comment defaults to "No comment, reverted from UI", which the page always sends.',
        params: OrderParams,
        body: RevertOrderBody,
        response,
      },
    },
    async (request) => desk.revert(request.caller, request.params.orderId, request.body.comment),
  );
};
