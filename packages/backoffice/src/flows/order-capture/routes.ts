/**
 * The order writes that close the agent's task in the same transaction (flows/order-capture):
 * create and re-create, change-order update, approve from a call-back task, recall approval.
 * They need order:create:feature and an Idempotency-Key (create) or take one (the others).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CreateOrderBody, OrderSaved, TaskOrderBody, UpdateOrderBody } from '@umbrella/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { ORDERS_API, OrderParams, writeErrors } from '../../modules/orders/index.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { createOrderCapture } from './order-capture.js';

/** Creating an order needs a key, so that a retried Approve never makes two (plugins/idempotency.ts). */
const IdempotencyKeyHeader = Type.Object({
  'idempotency-key': Type.String({
    minLength: 1,
    maxLength: 255,
    description: 'One per Approve, the same on its retries: a retry answers the first result',
  }),
});

const idempotencyKey = (request: FastifyRequest): string | undefined => {
  const header = request.headers['idempotency-key'];
  return (Array.isArray(header) ? header[0] : header) || undefined;
};

export const orderCaptureRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, deps) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const capture = createOrderCapture({ ...deps, logger: instance.log });

  app.post(
    `${ORDERS_API}/orders`,
    {
      config: { permission: ['order:create:feature'] },
      schema: {
        tags: ['orders'],
        summary:
          'Create an order and approve its lead (ONEW-104); with originalOrderId and taskId, re-create (ONEW-120). Needs Idempotency-Key.',
        body: CreateOrderBody,
        headers: IdempotencyKeyHeader,
        response: { 200: OrderSaved, ...writeErrors },
      },
    },
    async (request) => capture.create(request.caller, request.body, idempotencyKey(request)),
  );

  app.put(
    `${ORDERS_API}/orders/:orderId`,
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
      capture.applyToExisting(request.caller, 'update', request.params.orderId, request.body, idempotencyKey(request)),
  );

  app.post(
    `${ORDERS_API}/orders/:orderId/approve`,
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
      capture.applyToExisting(
        request.caller,
        'callback',
        request.params.orderId,
        request.body,
        idempotencyKey(request),
      ),
  );

  app.post(
    `${ORDERS_API}/orders/:orderId/recall-approve`,
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
      capture.applyToExisting(request.caller, 'recall', request.params.orderId, request.body, idempotencyKey(request)),
  );
};
