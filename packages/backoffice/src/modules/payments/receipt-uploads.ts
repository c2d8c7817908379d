/**
 * Staff's receipts of a Deposit order (PAY-25..28): the signed upload link, the file PUT to it or
 * posted straight to the store, a receipt sent with the call, and the file behind a download link.
 */
import { DIRECT_PAYMENT_RECEIPT, ORDER_STATUS, type ReceiptUploadLink } from '@umbrella/contract';
import { sniffContentType } from '../../platform/file-store/index.js';
import { conflict, invalid, notFound } from '../../platform/http-error.js';
import type { PaymentCaller, PaymentParts } from './parts.js';
import { RECEIPT_KEY, type ReceiptFiles, receiptKey } from './receipt-files.js';
import { findDocumentByFileKey } from './repo.js';

export function createReceiptUploads({ db, others, files }: PaymentParts, receiptFiles: ReceiptFiles) {
  /** An order of the caller's regions waiting for its deposit. */
  async function depositOrder(caller: PaymentCaller, orderId: number) {
    const order = await others.readableOrder(caller, orderId);
    if (order.status !== ORDER_STATUS.DEPOSIT) {
      throw invalid('orderId', 'receipts are uploaded only for orders in the Deposit status');
    }
    return order;
  }

  return {
    /** A signed PUT link for a Deposit order's receipt (PAY-26, PAY-27). */
    async uploadLink(caller: PaymentCaller, orderId: number): Promise<ReceiptUploadLink> {
      const order = await depositOrder(caller, orderId);
      const whodid = (await others.accountName(caller.accountId)) ?? String(caller.accountId);
      return receiptFiles.linkFor(order.id, caller.accountId, whodid);
    },

    /**
     * A receipt the caller posted straight to the store with an upload link's form (decision
     * 1161): checked where it lies — at most 10 MB, an image or PDF by its first bytes (PAY-25) —
     * then recorded as the pending document; a refused file is deleted from the store.
     */
    async receiveDirectUpload(caller: PaymentCaller, uploadId: string) {
      return receiptFiles.receiveDirect(caller.accountId, uploadId);
    },

    /**
     * The file PUT to a signed upload link (PAY-25, PAY-27): an image or PDF by its bytes, stored,
     * and a pending receipt created for the order. The key says which order and who.
     */
    async receiveUpload(key: string, data: Buffer, meta: { doctype?: string; orderId?: string }) {
      const match = RECEIPT_KEY.exec(key);
      if (!match) throw notFound('No such upload');
      const [orderId, accountId] = [Number(match[1]), Number(match[2])];
      if (meta.doctype !== undefined && meta.doctype !== DIRECT_PAYMENT_RECEIPT) {
        throw invalid('x-amz-meta-doctype', `must be ${DIRECT_PAYMENT_RECEIPT}`);
      }
      if (meta.orderId !== undefined && meta.orderId !== String(orderId)) {
        throw invalid('x-amz-meta-orderid', 'does not match the upload link');
      }
      if (await findDocumentByFileKey(db, key)) throw conflict('This upload link was already used');
      const order = await others.order(orderId);
      if (!order) throw notFound({ key: 'notFoundOrder', values: { id: orderId } });
      return receiptFiles.store(order, accountId, key, data);
    },

    /**
     * A receipt sent straight with the call (PAY-28: file, order id and email): the same checks as a
     * signed upload — the caller's regions, a Deposit order, an image or PDF by its bytes.
     */
    async upload(caller: PaymentCaller, orderId: number, data: Buffer, email?: string) {
      const order = await depositOrder(caller, orderId);
      return receiptFiles.store(order, caller.accountId, receiptKey(order.id, caller.accountId), data, email);
    },

    /** The stored receipt behind a signed download link, with the type its bytes show. */
    async download(key: string) {
      const file = await files.get(key);
      if (!file) throw notFound('No such file');
      return { data: file.data, contentType: sniffContentType(file.data) ?? 'application/octet-stream' };
    },
  };
}
