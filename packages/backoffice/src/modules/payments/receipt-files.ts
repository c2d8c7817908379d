/**
 * A receipt's file: the signed upload link that names its order and sender, the bytes checked
 * by content (an image or a PDF, PAY-25) wherever they arrive, the pending document they become,
 * and the download link to them. Staff's and the customer's uploads share it.
 */
import { randomUUID } from 'node:crypto';
import {
  DIRECT_PAYMENT_RECEIPT,
  RECEIPT_CONTENT_TYPES,
  RECEIPT_MAX_BYTES,
  type ReceiptUploadLink,
} from '@umbrella/contract';
import { inspectStoredFile, sniffContentType } from '../../platform/file-store/index.js';
import { conflict, invalid, notFound, type Refusal } from '../../platform/http-error.js';
import type { PaymentParts } from './parts.js';
import { findDocumentByFileKey, insertDocument } from './repo.js';

/** How long a signed upload or download link stays valid (seconds). */
const UPLOAD_LINK_SECONDS = 15 * 60;
const DOWNLOAD_LINK_SECONDS = 60 * 60;
export const RECEIPT_KEY = /^receipts\/o(\d+)-a(\d+)-[0-9a-f-]{36}$/;
const RECEIPT_TYPE_RULE = 'must be an image (JPEG, PNG, GIF, WebP) or a PDF';
const isReceiptType = (type: string | undefined): type is string =>
  type !== undefined && (RECEIPT_CONTENT_TYPES as readonly string[]).includes(type);
/** The account part of a customer's receipt key (no account sent it). */
export const CUSTOMER = 0;

type ReceiptOrder = { id: number; short_code: string; region_id: string };

/** A receipt key for the order sent by `accountId` (CUSTOMER for the customer). */
export const receiptKey = (orderId: number, accountId: number) => `receipts/o${orderId}-a${accountId}-${randomUUID()}`;

export function createReceiptFiles({ db, others, clock, files }: PaymentParts) {
  /** The pending document of a stored receipt. */
  async function record(
    order: ReceiptOrder,
    accountId: number,
    key: string,
    contentType: string,
    createdByName?: string,
  ) {
    const row = await insertDocument(db, {
      order_id: order.id,
      order_short_code: order.short_code,
      region_id: order.region_id,
      source: accountId === CUSTOMER ? 'customer' : 'upload',
      file_key: key,
      content_type: contentType,
      created_by: accountId === CUSTOMER ? null : accountId,
      created_by_name: createdByName ?? null,
    });
    return { paymentDocumentId: row.id, contentType };
  }

  return {
    /** Stores a receipt's bytes (an image or PDF by content, PAY-25) and its pending document. */
    async store(order: ReceiptOrder, accountId: number, key: string, data: Buffer, createdByName?: string) {
      const contentType = sniffContentType(data);
      if (!isReceiptType(contentType)) throw invalid('file', RECEIPT_TYPE_RULE);
      await files.put(key, data);
      return record(order, accountId, key, contentType, createdByName);
    },

    /** A receipt posted straight to the store by `accountId` (CUSTOMER for the customer), checked where it lies. */
    async receiveDirect(accountId: number, uploadId: string) {
      const key = `receipts/${uploadId}`;
      const match = RECEIPT_KEY.exec(key);
      if (!match || Number(match[2]) !== accountId) throw notFound('No such upload');
      if (await findDocumentByFileKey(db, key)) throw conflict('This upload link was already used');
      const file = await inspectStoredFile(files, key);
      if (!file) throw invalid('uploadId', 'no file was uploaded with this link');
      const refuse = async (message: Refusal) => {
        await files.delete(key);
        return invalid('file', message);
      };
      if (file.size > RECEIPT_MAX_BYTES)
        throw await refuse({ key: 'fileAtMostBytes', values: { limit: RECEIPT_MAX_BYTES } });
      if (!isReceiptType(file.contentType)) throw await refuse(RECEIPT_TYPE_RULE);
      const order = await others.order(Number(match[1]));
      if (!order) throw notFound({ key: 'notFoundOrder', values: { id: Number(match[1]) } });
      return record(order, accountId, key, file.contentType);
    },

    /** The signed upload link of a receipt key naming the order and who sends it (PAY-26, PAY-27). */
    async linkFor(orderId: number, accountId: number, whodid: string): Promise<ReceiptUploadLink> {
      const uploadId = `o${orderId}-a${accountId}-${randomUUID()}`;
      const key = `receipts/${uploadId}`;
      const metadata = {
        orderid: String(orderId),
        whodid: encodeURIComponent(whodid),
        doctype: DIRECT_PAYMENT_RECEIPT,
      };
      // A store with its own upload URL (S3) takes the form straight from the browser, bounded in
      // size by its policy; the back-office checks the file when told (receiveDirectUpload).
      const direct = await files.directUpload(key, {
        maxBytes: RECEIPT_MAX_BYTES,
        expiresInSeconds: UPLOAD_LINK_SECONDS,
        metadata,
      });
      if (direct)
        return {
          url: direct.url,
          method: 'POST',
          headers: {},
          fields: direct.fields,
          uploadId,
          expiresAt: direct.expiresAt,
        };
      return {
        url: files.signedUrl(key, 'PUT', UPLOAD_LINK_SECONDS),
        method: 'PUT',
        headers: {
          'x-amz-meta-orderid': metadata.orderid,
          'x-amz-meta-whodid': metadata.whodid,
          'x-amz-meta-doctype': metadata.doctype,
        },
        expiresAt: new Date(clock.now().getTime() + UPLOAD_LINK_SECONDS * 1000).toISOString(),
      };
    },

    /** Straight from the store when it can (S3), else the back-office's signed file route. */
    downloadLink: async (key: string) =>
      (await files.directDownloadUrl(key, DOWNLOAD_LINK_SECONDS)) ?? files.signedUrl(key, 'GET', DOWNLOAD_LINK_SECONDS),
  };
}

export type ReceiptFiles = ReturnType<typeof createReceiptFiles>;
