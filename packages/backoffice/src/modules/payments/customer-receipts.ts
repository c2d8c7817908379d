/**
 * The customer's side of the receipts, for the payment page (decision 1791): the order a payment
 * link's token opens, the same signed upload as staff's with at most CUSTOMER_RECEIPTS_PER_ORDER
 * receipts an hour per order, and where the order's payment stands.
 */
import { type CustomerReceiptState, ERROR_CODES, ORDER_STATUS, type ReceiptUploadLink } from '@umbrella/contract';
import { HttpError, invalid, notFound } from '../../platform/http-error.js';
import type { PaymentParts } from './parts.js';
import { findPaymentToken, type PaymentTokenMatch } from './payment-links.js';
import { CUSTOMER, type ReceiptFiles } from './receipt-files.js';
import { countCustomerReceipts, receiptStatuses } from './repo.js';

/** Receipts a customer may send for one order in CUSTOMER_WINDOW_MS (decision 1791). */
export const CUSTOMER_RECEIPTS_PER_ORDER = 5;
const CUSTOMER_WINDOW_MS = 60 * 60_000;

export function createCustomerReceipts({ db, others, clock }: PaymentParts, receiptFiles: ReceiptFiles) {
  return {
    /** The order a payment link's token opens and whether it has expired; undefined for a token never issued. */
    async paymentLinkOf(token: string): Promise<PaymentTokenMatch | undefined> {
      return findPaymentToken(db, token, clock.now());
    },

    /**
     * The customer's upload link from the payment page (decision 1791): the same signed link and
     * checks as staff's, for an order the page's token opened; at most CUSTOMER_RECEIPTS_PER_ORDER
     * receipts an hour per order.
     */
    async customerUploadLink(orderId: number): Promise<ReceiptUploadLink> {
      const order = await others.order(orderId);
      if (order?.status !== ORDER_STATUS.DEPOSIT) throw invalid('token', 'this order takes no receipt now');
      const since = new Date(clock.now().getTime() - CUSTOMER_WINDOW_MS);
      if ((await countCustomerReceipts(db, orderId, since)) >= CUSTOMER_RECEIPTS_PER_ORDER) {
        throw new HttpError(429, ERROR_CODES.rateLimited, 'Too many receipts for this order: try again in an hour');
      }
      return receiptFiles.linkFor(order.id, CUSTOMER, 'customer');
    },

    /**
     * Where the order's payment stands for its customer (decision 1791): confirmed once any receipt
     * is approved, else the newest receipt's state (declined with finance's reason), else none.
     */
    async receiptState(orderId: number): Promise<CustomerReceiptState> {
      const rows = await receiptStatuses(db, orderId);
      if (rows.some((r) => r.status === 'approved')) return { status: 'confirmed', reason: null };
      const latest = rows[0];
      if (!latest) return { status: 'none', reason: null };
      return latest.status === 'declined'
        ? { status: 'declined', reason: latest.comments }
        : { status: 'checking', reason: null };
    },

    /** A customer's receipt posted straight to the store (an S3 link): checked as staff's are. */
    async receiveCustomerDirectUpload(orderId: number, uploadId: string) {
      if (!uploadId.startsWith(`o${orderId}-a${CUSTOMER}-`)) throw notFound('No such upload');
      return receiptFiles.receiveDirect(CUSTOMER, uploadId);
    },
  };
}
