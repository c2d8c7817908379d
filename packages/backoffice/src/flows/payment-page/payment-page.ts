/**
 * The customer's payment page (decision 1791): a token opens its order's page — number, products,
 * amount, the region's deposit accounts and where the receipt stands — and takes the receipt
 * through the payments module's signed upload. An unknown token and another order's look the
 * same (404); an expired one, or one whose order no longer waits for a payment, is a 410.
 */
import { ERROR_CODES, ORDER_STATUS, type PaymentPageDto, type ReceiptUploadLink } from '@umbrella/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { listRegionAccounts } from '../../modules/deposit-accounts/index.js';
import { orderLookup } from '../../modules/orders/index.js';
import type { PaymentService } from '../../modules/payments/index.js';
import { HttpError, notFound } from '../../platform/http-error.js';

const unknownLink = () => notFound('This payment link does not exist');

export function createPaymentPage({ db, payments }: { db: Kysely<Database>; payments: PaymentService }) {
  const orders = orderLookup(db);
  /** The order a live token opens; what the customer may still do with it. */
  async function opened(token: string) {
    const match = await payments.paymentLinkOf(token);
    if (!match) throw unknownLink();
    if (match.expired) throw new HttpError(410, ERROR_CODES.paymentLinkExpired, 'This payment link has expired');
    const bundle = await orders.bundle(match.orderId);
    if (!bundle) throw unknownLink();
    const receipt = await payments.receiptState(match.orderId);
    const waiting = bundle.order.status === ORDER_STATUS.DEPOSIT;
    if (!waiting && receipt.status !== 'confirmed') {
      throw new HttpError(410, ERROR_CODES.paymentLinkClosed, 'This order no longer waits for a payment');
    }
    return { match, bundle, receipt, acceptsReceipt: waiting && receipt.status !== 'confirmed' };
  }

  return {
    async page(token: string): Promise<PaymentPageDto> {
      const { match, bundle, receipt, acceptsReceipt } = await opened(token);
      const { order, items } = bundle;
      const accounts = await listRegionAccounts(db, order.region_id);
      return {
        orderShortCode: order.short_code,
        items: items.map((i) => ({ name: i.name, quantity: i.qty })),
        amount: order.price_minor,
        currency: order.currency,
        regionId: order.region_id,
        accounts: accounts.map(({ kind, institution, label, accountNumber, holder }) => ({
          kind,
          institution,
          label,
          accountNumber,
          holder,
        })),
        receipt,
        acceptsReceipt,
        expiresAt: match.expiresAt.toISOString(),
      };
    },

    async uploadLink(token: string): Promise<ReceiptUploadLink> {
      const { match, acceptsReceipt } = await opened(token);
      if (!acceptsReceipt) throw new HttpError(410, ERROR_CODES.paymentLinkClosed, 'This order takes no receipt now');
      return payments.customerUploadLink(match.orderId);
    },

    async uploaded(token: string, uploadId: string) {
      const { match } = await opened(token);
      return payments.receiveCustomerDirectUpload(match.orderId, uploadId);
    },
  };
}
