/**
 * The order page's edits and what it reads beside them: the providers' comment history, the Bluex
 * tracking number, the edit form, sending the payment link and the order's chat tickets.
 */
import {
  ChatTicketDto,
  EditOrderBody,
  OrderSaved,
  PaymentLinkSent,
  ProviderCommentsPage,
  ProviderCommentsQuery,
  SendPaymentLinkBody,
  ShortCodeParams,
  TrackingNumberBody,
} from '@umbrella/contract';
import Type from 'typebox';
import type { ModuleDb } from '../../db/owners.js';
import { errorResponses } from '../../platform/error-responses.js';
import type { TypedRoutesApp } from '../../platform/typed-routes.js';
import type { chatTicketSource } from './chat-tickets.js';
import { ORDER_CHANGE } from './desk-api.js';
import type { createDeskEditService } from './desk-edit.js';
import type { createProviderCommentService } from './provider-comments.js';
import { orderByShortCode } from './reminders.js';
import { ORDERS_API, OrderParams, writeErrors } from './route-schemas.js';

export function deskEditRoutes(
  app: TypedRoutesApp,
  {
    db,
    desk,
    providerComments,
    tickets,
  }: {
    db: ModuleDb<'orders'>;
    desk: ReturnType<typeof createDeskEditService>;
    providerComments: ReturnType<typeof createProviderCommentService>;
    tickets: ReturnType<typeof chatTicketSource>;
  },
): void {
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
      config: { permission: [...ORDER_CHANGE.permission] },
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
      config: { permission: [...ORDER_CHANGE.permission] },
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
}
