/**
 * /module/orders/api/v1: the order page's reminder (by short code; set needs the set-reminder
 * action, all need order:create:feature) and comments (read with order.comments:read, written
 * with order.comments:modify, changed only by their author). Creating calls take an
 * Idempotency-Key (plugins/idempotency.ts answers a replay with the first result).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AddCommentBody,
  ChatTicketDto,
  CommentParams,
  EditOrderBody,
  OrderCommentDto,
  OrderSaved,
  PaymentLinkSent,
  ProviderCommentsPage,
  ProviderCommentsQuery,
  ReminderAnswer,
  ReminderDto,
  SendPaymentLinkBody,
  SetReminderBody,
  ShortCodeParams,
  TrackingNumberBody,
  UpdateCommentBody,
  UpdateReminderBody,
} from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { systemClock } from '../../clock.js';
import { ownTables } from '../../db/owners.js';
import { errorResponses } from '../../platform/error-responses.js';
import { configuredTransports } from '../../platform/messaging/configured-transports.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { chatTicketSource } from './chat-tickets.js';
import { createCommentService } from './comments.js';
import { createDeskEditService } from './desk-edit.js';
import { createProviderCommentService } from './provider-comments.js';
import { createReminderService, orderByShortCode } from './reminders.js';
import { ORDERS_API, OrderParams, writeErrors } from './route-schemas.js';

const deleted = { 204: Type.Null({ description: 'Deleted' }), ...writeErrors };

export const deskRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, { db, config }) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const reminders = createReminderService(db, systemClock);
  const comments = createCommentService(db, systemClock);
  const change = { permission: ['order:create:feature'] as const };
  const tickets = chatTicketSource(ownTables(db, 'orders'), config.chatTicketsUrl);
  const desk = createDeskEditService({
    db,
    clock: systemClock,
    publicUrl: config.publicUrl,
    transport: configuredTransports(config.messaging).messages,
    logger: instance.log,
  });

  const providerComments = createProviderCommentService(db, systemClock);

  app.get(
    `${ORDERS_API}/orders/:orderId/provider-comments`,
    {
      config: { permission: ['read:report'] },
      schema: {
        tags: ['orders'],
        summary:
          "The delivery providers' comment history of the order (ORDER-54..56): page 0 and 20 rows by default, sorted by dateTime (or status) DESC",
        params: OrderParams,
        querystring: ProviderCommentsQuery,
        response: { 200: ProviderCommentsPage, ...errorResponses },
      },
    },
    async (request) => providerComments.page(request.caller, request.params.orderId, request.query),
  );

  app.put(
    `${ORDERS_API}/orders/:orderId/tracking-number`,
    {
      config: { permission: ['bluex-emission.tracking-number:edit'] },
      schema: {
        tags: ['orders'],
        summary:
          'Change the Bluex tracking number (ORDER-57..60): a Blue Express order with an external id (409 otherwise); newNumber non-empty and not oldNumber (400)',
        params: OrderParams,
        body: TrackingNumberBody,
        response: { 204: Type.Null({ description: 'Changed' }), ...writeErrors },
      },
    },
    async (request, reply) => {
      await providerComments.changeTrackingNumber(request.caller, request.params.orderId, request.body);
      return reply.code(204).send(null);
    },
  );

  app.patch(
    `${ORDERS_API}/orders/:orderId`,
    {
      config: { permission: [...change.permission] },
      schema: {
        tags: ['orders'],
        summary:
          "The order page's edit form (ORDER-27..38): a Deposit or Confirmed order's customer, address, preferred date and hour, provider and products (1–8 each); the total must be the price",
        params: OrderParams,
        body: EditOrderBody,
        response: { 200: OrderSaved, ...writeErrors },
      },
    },
    async (request) => desk.edit(request.caller, request.params.orderId, request.body),
  );

  app.post(
    `${ORDERS_API}/orders/payment-link`,
    {
      config: { permission: [...change.permission] },
      schema: {
        tags: ['orders'],
        summary:
          "Send link (ORDER-17, ORDER-61, ORDER-64): an SMS with the payment link of a Deposit order, to the phone given or the order's; through the message outbox",
        body: SendPaymentLinkBody,
        response: { 200: PaymentLinkSent, ...writeErrors },
      },
    },
    async (request) => desk.sendPaymentLink(request.caller, request.body),
  );

  app.get(
    `${ORDERS_API}/chat-tickets/:shortCode`,
    {
      config: { permission: ['read:report'] },
      schema: {
        tags: ['orders'],
        summary: 'Chat tickets about the order, newest first (ORDER-49, ORDER-50); none is an empty list',
        description:
          'From the chat service when CHAT_TICKETS_URL is set (its 404 is an empty list), else the local store.',
        params: ShortCodeParams,
        response: { 200: Type.Array(ChatTicketDto), ...errorResponses },
      },
    },
    async (request) => {
      await orderByShortCode(db, request.caller, request.params.shortCode);
      return tickets.byShortCode(request.params.shortCode);
    },
  );

  app.get(
    `${ORDERS_API}/reminders/:shortCode`,
    {
      config: { permission: ['read:report'] },
      schema: {
        tags: ['orders'],
        summary: "The order's reminder by short code, or null (ORDER-39, ORDER-42)",
        params: ShortCodeParams,
        response: { 200: ReminderAnswer, ...errorResponses },
      },
    },
    async (request) => ({ reminder: await reminders.get(request.caller, request.params.shortCode) }),
  );

  app.post(
    `${ORDERS_API}/reminders`,
    {
      config: { permission: [...change.permission] },
      schema: {
        tags: ['orders'],
        summary:
          'Set a reminder: Deposit with WAITING_FOR_PAYMENT (ORDER-19, ORDER-40..42); 409 otherwise or when one exists',
        body: SetReminderBody,
        response: { 200: ReminderDto, ...writeErrors },
      },
    },
    async (request) => reminders.set(request.caller, request.body),
  );

  app.put(
    `${ORDERS_API}/reminders/:shortCode`,
    {
      config: { permission: [...change.permission] },
      schema: {
        tags: ['orders'],
        summary: "Update the order's reminder (ORDER-42)",
        params: ShortCodeParams,
        body: UpdateReminderBody,
        response: { 200: ReminderDto, ...writeErrors },
      },
    },
    async (request) => reminders.update(request.caller, request.params.shortCode, request.body),
  );

  app.delete(
    `${ORDERS_API}/reminders/:shortCode`,
    {
      config: { permission: [...change.permission] },
      schema: {
        tags: ['orders'],
        summary: "Delete the order's reminder (ORDER-42)",
        params: ShortCodeParams,
        response: deleted,
      },
    },
    async (request, reply) => {
      await reminders.remove(request.caller, request.params.shortCode);
      return reply.code(204).send(null);
    },
  );

  app.get(
    `${ORDERS_API}/orders/:orderId/comments`,
    {
      config: { permission: ['order.comments:read'] },
      schema: {
        tags: ['orders'],
        summary: "The order's comments, newest first (ORDER-47, ORDER-48)",
        params: OrderParams,
        response: { 200: Type.Array(OrderCommentDto), ...errorResponses },
      },
    },
    async (request) => comments.list(request.caller, request.params.orderId),
  );

  app.post(
    `${ORDERS_API}/orders/:orderId/comments`,
    {
      config: { permission: ['order.comments:modify'] },
      schema: {
        tags: ['orders'],
        summary: 'Add a comment (ORDER-43, ORDER-48)',
        params: OrderParams,
        body: AddCommentBody,
        response: { 200: OrderCommentDto, ...writeErrors },
      },
    },
    async (request) => comments.add(request.caller, request.params.orderId, request.body.commentText),
  );

  app.put(
    `${ORDERS_API}/comments/:commentId`,
    {
      config: { permission: ['order.comments:modify'] },
      schema: {
        tags: ['orders'],
        summary: 'Change your own comment (ORDER-45, ORDER-48); 403 for anyone else',
        params: CommentParams,
        body: UpdateCommentBody,
        response: { 200: OrderCommentDto, ...writeErrors },
      },
    },
    async (request) => comments.update(request.caller, request.params.commentId, request.body.newCommentText),
  );

  app.delete(
    `${ORDERS_API}/comments/:commentId`,
    {
      config: { permission: ['order.comments:modify'] },
      schema: {
        tags: ['orders'],
        summary: 'Delete your own comment (ORDER-45, ORDER-48)',
        params: CommentParams,
        response: deleted,
      },
    },
    async (request, reply) => {
      await comments.remove(request.caller, request.params.commentId);
      return reply.code(204).send(null);
    },
  );
};
