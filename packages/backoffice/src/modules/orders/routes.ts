/**
 * /module/orders/api/v1: create (approve mode and re-create), change-order update, approve from
 * a call-back task, recall approval, phone change, read, events, and the outbox messages.
 * Writes need order:create:feature, reads read:report; every order is region-scoped.
 */

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  CreateOrderBody,
  OrderDto,
  OrderEventDto,
  OrderSaved,
  OutboxMessageDto,
  OutboxMessagesQuery,
  PhoneChangeBody,
  TaskOrderBody,
  UpdateOrderBody,
} from '@umbrella/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { systemClock } from '../../clock.js';
import { storeTransport } from '../../platform/message-transport.js';
import type { ModuleDeps } from '../deps.js';
import { errorResponses } from '../errors-schema.js';
import { createOrderService } from './service.js';

const BASE = '/module/orders/api/v1';
const OrderParams = Type.Object({ orderId: Type.Integer({ minimum: 1 }) });
const writeErrors = { ...errorResponses, 409: errorResponses[404], 422: errorResponses[404] };

const idempotencyKey = (request: FastifyRequest): string | undefined => {
  const header = request.headers['idempotency-key'];
  return (Array.isArray(header) ? header[0] : header) || undefined;
};

export const orderRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, { db, config }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const orders = createOrderService({
    db,
    clock: systemClock,
    publicUrl: config.publicUrl,
    transport: storeTransport,
    logger: instance.log,
  });

  app.post(
    `${BASE}/orders`,
    {
      config: { permission: ['order:create:feature'] },
      schema: {
        tags: ['orders'],
        summary:
          'Create an order and approve its lead (ONEW-104); with originalOrderId and taskId, re-create (ONEW-120). Needs Idempotency-Key.',
        body: CreateOrderBody,
        response: { 200: OrderSaved, ...writeErrors },
      },
    },
    async (request) => orders.create(request.caller, request.body, idempotencyKey(request)),
  );

  app.put(
    `${BASE}/orders/:orderId`,
    {
      config: { permission: ['order:create:feature'] },
      schema: {
        tags: ['orders'],
        summary: 'Change-order update of a Deposit or Confirmed order (ONEW-107)',
        params: OrderParams,
        body: UpdateOrderBody,
        response: { 200: OrderSaved, ...writeErrors },
      },
    },
    async (request) =>
      orders.applyToExisting(request.caller, 'update', request.params.orderId, request.body, idempotencyKey(request)),
  );

  app.post(
    `${BASE}/orders/:orderId/approve`,
    {
      config: { permission: ['order:create:feature'] },
      schema: {
        tags: ['orders'],
        summary: 'Edit from a call-back task: the order is approved and the task closes (ONEW-105)',
        params: OrderParams,
        body: TaskOrderBody,
        response: { 200: OrderSaved, ...writeErrors },
      },
    },
    async (request) =>
      orders.applyToExisting(request.caller, 'callback', request.params.orderId, request.body, idempotencyKey(request)),
  );

  app.post(
    `${BASE}/orders/:orderId/recall-approve`,
    {
      config: { permission: ['order:create:feature'] },
      schema: {
        tags: ['orders'],
        summary: 'Recall approval: edit from a RECALL task with taskId and orderId (ONEW-106)',
        params: OrderParams,
        body: TaskOrderBody,
        response: { 200: OrderSaved, ...writeErrors },
      },
    },
    async (request) =>
      orders.applyToExisting(request.caller, 'recall', request.params.orderId, request.body, idempotencyKey(request)),
  );

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
};
