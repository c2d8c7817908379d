/**
 * Finance's receipts review under /module/payments (PAY-03..32): the receipts page and counters,
 * the direct payment providers, decline, and an order's documents. Approve is the payment-review
 * flow's, as it also tags the order.
 */
import {
  DeclineReceiptBody,
  PaymentDocumentDto,
  PaymentDocumentPage,
  PaymentProviderDto,
  ReceiptCounters,
  ReceiptCountersQuery,
  ReceiptsQuery,
} from '@umbrella/contract';
import Type from 'typebox';
import { errorResponses } from '../../platform/error-responses.js';
import type { TypedRoutesApp } from '../../platform/typed-routes.js';
import { PAYMENTS_API, writeErrors } from './api.js';
import type { PaymentService } from './service.js';

export function receiptReviewRoutes(app: TypedRoutesApp, payments: PaymentService): void {
  const list = { permission: ['payment.document.receipt:list'] as const };

  app.get(
    `${PAYMENTS_API}/receipts`,
    {
      config: list,
      schema: {
        tags: ['payments'],
        summary: 'Receipts page (pageable, documentStatus, regionId, orderShortCode, paymentProviderId) (PAY-29)',
        querystring: ReceiptsQuery,
        response: { 200: PaymentDocumentPage, ...errorResponses },
      },
    },
    async (request) => payments.page(request.caller, request.query),
  );

  app.get(
    `${PAYMENTS_API}/receipts/counters`,
    {
      config: list,
      schema: {
        tags: ['payments'],
        summary: 'Counters: totalCount, pendingCount, approvedCount, declinedCount (PAY-32)',
        querystring: ReceiptCountersQuery,
        response: { 200: ReceiptCounters, ...errorResponses },
      },
    },
    async (request) => payments.counters(request.caller, request.query),
  );

  app.get(
    `${PAYMENTS_API}/payment-providers/direct`,
    {
      config: list,
      schema: {
        tags: ['payments'],
        summary: "Direct payment providers (PAY-30): a region's (one of the caller's), or of all the caller's regions",
        querystring: Type.Object({ regionId: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })) }),
        response: { 200: Type.Array(PaymentProviderDto), ...errorResponses },
      },
    },
    async (request) => payments.directProviders(request.caller, request.query.regionId),
  );

  app.post(
    `${PAYMENTS_API}/receipts/decline`,
    {
      config: list,
      schema: {
        tags: ['payments'],
        summary: 'Decline a pending receipt with a reason (PAY-12, PAY-18, PAY-31)',
        body: DeclineReceiptBody,
        response: { 204: Type.Null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await payments.decline(request.caller, request.body);
      return reply.code(204).send(null);
    },
  );

  app.get(
    `${PAYMENTS_API}/orders/:orderId/documents`,
    {
      config: { permission: ['read:report'] },
      schema: {
        tags: ['payments'],
        summary: "An order's payment documents with their download links (ORDER-65, ORDER-66)",
        params: Type.Object({ orderId: Type.Integer({ minimum: 1 }) }),
        response: { 200: Type.Array(PaymentDocumentDto), ...errorResponses },
      },
    },
    async (request) => payments.byOrder(request.caller, request.params.orderId),
  );
}
