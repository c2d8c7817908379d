/**
 * /module/orders/api/v1: phone change, read, events, and the outbox messages; and getOrderPhone
 * at the path the specification gives it under /module/leads. Phone change needs
 * order:create:feature, reads read:report; every order is region-scoped. The writes that close
 * the agent's task with the order are flows/order-capture's routes.
 */

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  OrderDto,
  OrderEventDto,
  OutboxMessageDto,
  OutboxMessagesQuery,
  PhoneChangeBody,
  PhoneReveal,
} from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { systemClock } from '../../clock.js';
import { errorResponses } from '../../platform/error-responses.js';
import { configuredTransports } from '../../platform/messaging/configured-transports.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { ORDERS_API, OrderParams, writeErrors } from './route-schemas.js';
import { createOrderService } from './service.js';

const BASE = ORDERS_API;

export const orderRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, { db, config }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const orders = createOrderService({
    db,
    clock: systemClock,
    publicUrl: config.publicUrl,
    transport: configuredTransports(config.messaging).messages,
    logger: instance.log,
  });

  app.put(
    `${BASE}/orders/:orderId/phone`,
    {
      config: { permission: ['order:create:feature'] },
      schema: {
        tags: ['orders'],
        summary: "Change the order's phone (ONEW-113..115); recorded as an UPDATE event",
        params: OrderParams,
        body: PhoneChangeBody,
        response: { 200: OrderDto, ...writeErrors },
      },
    },
    async (request) => orders.changePhone(request.caller, request.params.orderId, request.body.phone),
  );

  app.get(
    `${BASE}/orders/:orderId`,
    {
      config: { permission: ['read:report'] },
      schema: {
        tags: ['orders'],
        summary: 'An order as edit mode and the order page read it (ONEW-122, ORDER-10)',
        params: OrderParams,
        response: { 200: OrderDto, ...errorResponses },
      },
    },
    async (request) => orders.read(request.caller, request.params.orderId),
  );

  app.get(
    `${BASE}/orders/:orderId/events`,
    {
      config: { permission: ['read:report'] },
      schema: {
        tags: ['orders'],
        summary: 'Order events, newest first: action, status, who and when',
        params: OrderParams,
        response: { 200: Type.Array(OrderEventDto), ...errorResponses },
      },
    },
    async (request) => orders.events(request.caller, request.params.orderId),
  );

  app.get(
    `${BASE}/messages`,
    {
      config: { permission: ['read:report'] },
      schema: {
        tags: ['orders'],
        summary: 'Customer messages of the outbox (payment links, confirmations) with their delivery status',
        querystring: OutboxMessagesQuery,
        response: { 200: Type.Array(OutboxMessageDto), ...errorResponses },
      },
    },
    async (request) => orders.messages(request.caller, request.query),
  );

  app.post(
    '/module/leads/api/v1/phones/order/:id',
    {
      schema: {
        tags: ['leads'],
        summary:
          'getOrderPhone: the unmasked phone, for the order’s author, its task holder or lead:details:read; recorded (PHONE-09, PHONE-11)',
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        response: { 200: PhoneReveal, ...errorResponses },
      },
    },
    async (request) => orders.revealPhone(request.caller, request.params.id),
  );
};
