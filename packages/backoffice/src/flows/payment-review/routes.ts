/**
 * POST /module/payments/api/v1/receipts/approve (PAY-12, PAY-14, PAY-31): the payments module
 * approves (or re-confirms) the document and answers the order's approved total; the orders module
 * tags the order ORDER_PAID or ORDER_OVERPAID from it (decision 1131) — one transaction, so a
 * document is never approved without its order's tag, nor tagged without an approval.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ApproveReceiptBody } from '@umbrella/contract';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { systemClock } from '../../clock.js';
import { orderChanges } from '../../modules/orders/index.js';
import { PAYMENTS_API, paymentServiceFor } from '../../modules/payments/index.js';
import { errorResponses } from '../../platform/error-responses.js';
import { invalid } from '../../platform/http-error.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { isUniqueViolation } from '../../platform/unique-violation.js';

const ApproveResult = Type.Object({
  orderId: Type.Integer(),
  paidAmount: Type.Integer(),
  orderTag: Type.Union([Type.Literal('ORDER_PAID'), Type.Literal('ORDER_OVERPAID'), Type.Null()]),
});

export const paymentReviewRoutes: FastifyPluginAsync<ModuleDeps> = async (instance, deps) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const payments = paymentServiceFor(deps);

  app.post(
    `${PAYMENTS_API}/receipts/approve`,
    {
      config: { permission: ['payment.document.receipt:list'] },
      schema: {
        tags: ['payments'],
        summary:
          'Approve or re-confirm a receipt (paymentDocumentId, paymentProviderId, amount in minor units, paymentDate, bankTransactionNumber); tags the order (PAY-31)',
        body: ApproveReceiptBody,
        response: { 200: ApproveResult, ...errorResponses },
      },
    },
    async (request) => {
      const at = systemClock.now();
      try {
        return await deps.db.transaction().execute(async (trx) => {
          const approved = await payments.approveIn(trx, request.caller, request.body, at);
          const orderTag = await orderChanges(trx).applyPaymentTag({
            orderId: approved.orderId,
            paidMinor: approved.paidMinor,
            accountId: request.caller.accountId,
            at,
          });
          return { orderId: approved.orderId, paidAmount: approved.paidMinor, orderTag };
        });
      } catch (error) {
        // Two reviewers racing for one number: the unique index decides, and says which field.
        if (isUniqueViolation(error)) {
          throw invalid('bankTransactionNumber', 'is not unique: another payment document already has it');
        }
        throw error;
      }
    },
  );
};
