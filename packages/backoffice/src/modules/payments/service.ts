/**
 * Payment documents (PAY-01..32, decision 1131): the receipts list and counters, direct payment
 * providers, receipts uploaded through signed URLs (checked by content), decline, and the
 * payments side of approve — the flow payment-review tags the order in the same transaction.
 * Every record is region-scoped; another region's document answers as a missing one.
 */
import { randomUUID } from 'node:crypto';
import {
  type ApproveReceiptBody,
  type CustomerReceiptState,
  type DeclineReceiptBody,
  DIRECT_PAYMENT_RECEIPT,
  ERROR_CODES,
  findRegion,
  isCalendarDate,
  localNow,
  ORDER_STATUS,
  type PaymentDocumentDto,
  type PaymentDocumentPage,
  type PaymentProviderDto,
  RECEIPT_CONTENT_TYPES,
  RECEIPT_MAX_BYTES,
  type ReceiptCounters,
  type ReceiptCountersQuery,
  type ReceiptsQuery,
  type ReceiptUploadLink,
} from '@umbrella/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/types.js';
import { type AuditEntry, recordAudit } from '../../platform/audit/record.js';
import type { Caller } from '../../platform/caller.js';
import { type FileStore, inspectStoredFile, sniffContentType } from '../../platform/file-store/index.js';
import { conflict, HttpError, invalid, notFound } from '../../platform/http-error.js';
import { assertRegion, foundInRegions, scopedRegionIds } from '../../platform/region-scope.js';
import { findAccountDisplayName } from '../accounts/index.js';
import { findOrder, readableOrder } from '../orders/index.js';
import {
  approvedTotal,
  countByStatus,
  countCustomerReceipts,
  countDocuments,
  type DocumentFilters,
  findDocumentByFileKey,
  findProvider,
  insertDocument,
  type ListedDocument,
  listDocuments,
  listProviders,
  lockDocument,
  recordDecision,
  transactionNumberHolder,
} from './repo.js';

export type PaymentCaller = Pick<
  Caller,
  'accountId' | 'regionIds' | 'position' | 'features' | 'permissions' | 'email' | 'requestId'
>;

/** How long a signed upload or download link stays valid (seconds). */
const UPLOAD_LINK_SECONDS = 15 * 60;
const DOWNLOAD_LINK_SECONDS = 60 * 60;
const RECEIPT_KEY = /^receipts\/o(\d+)-a(\d+)-[0-9a-f-]{36}$/;
const RECEIPT_TYPE_RULE = 'must be an image (JPEG, PNG, GIF, WebP) or a PDF';
const isReceiptType = (type: string | undefined): type is string =>
  type !== undefined && (RECEIPT_CONTENT_TYPES as readonly string[]).includes(type);
/** The account part of a customer's receipt key (no account sent it). */
const CUSTOMER = 0;
/** Receipts a customer may send for one order in CUSTOMER_WINDOW_MS (decision 1791). */
export const CUSTOMER_RECEIPTS_PER_ORDER = 5;
const CUSTOMER_WINDOW_MS = 60 * 60_000;
const STATUS_OF = { PENDING: 'pending', APPROVED: 'approved', DECLINED: 'declined', ALL: undefined } as const;

export type PaymentServiceDeps = { db: Kysely<Database>; clock: Clock; files: FileStore };

/** A receipt decision's audit entry: the document in its order's region. */
const receiptEntry = (
  action: 'RECEIPT_APPROVED' | 'RECEIPT_DECLINED',
  document: { id: number; order_id: number; region_id: string },
  details: Record<string, string | number>,
): AuditEntry => ({
  action,
  targetType: 'receipt',
  targetId: document.id,
  regionIds: [document.region_id],
  details: { orderId: document.order_id, ...details },
});

/** Today's date (YYYY-MM-DD) in the region's timezone. */
function todayIn(regionId: string, now: Date): string {
  return localNow(now, findRegion(regionId)?.timezone ?? 'UTC').date;
}

export function createPaymentService({ db, clock, files }: PaymentServiceDeps) {
  /** Stores a receipt's bytes (an image or PDF by content, PAY-25) and its pending document. */
  async function store(
    order: { id: number; short_code: string; region_id: string },
    accountId: number,
    key: string,
    data: Buffer,
    createdByName?: string,
  ) {
    const contentType = sniffContentType(data);
    if (!isReceiptType(contentType)) throw invalid('file', RECEIPT_TYPE_RULE);
    await files.put(key, data);
    return record(order, accountId, key, contentType, createdByName);
  }

  /** The pending document of a stored receipt. */
  async function record(
    order: { id: number; short_code: string; region_id: string },
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

  /** A receipt posted straight to the store by `accountId` (CUSTOMER for the customer), checked where it lies. */
  async function receiveDirect(accountId: number, uploadId: string) {
    const key = `receipts/${uploadId}`;
    const match = RECEIPT_KEY.exec(key);
    if (!match || Number(match[2]) !== accountId) throw notFound('No such upload');
    if (await findDocumentByFileKey(db, key)) throw conflict('This upload link was already used');
    const file = await inspectStoredFile(files, key);
    if (!file) throw invalid('uploadId', 'no file was uploaded with this link');
    const refuse = async (message: string) => {
      await files.delete(key);
      return invalid('file', message);
    };
    if (file.size > RECEIPT_MAX_BYTES) throw await refuse(`must be at most ${RECEIPT_MAX_BYTES} bytes`);
    if (!isReceiptType(file.contentType)) throw await refuse(RECEIPT_TYPE_RULE);
    const order = await findOrder(db, Number(match[1]));
    if (!order) throw notFound(`Order ${match[1]} not found`);
    return record(order, accountId, key, file.contentType);
  }

  /** The signed upload link of a receipt key naming the order and who sends it (PAY-26, PAY-27). */
  async function linkFor(orderId: number, accountId: number, whodid: string): Promise<ReceiptUploadLink> {
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
  }

  /** Straight from the store when it can (S3), else the back-office's signed file route. */
  const downloadLink = async (key: string) =>
    (await files.directDownloadUrl(key, DOWNLOAD_LINK_SECONDS)) ?? files.signedUrl(key, 'GET', DOWNLOAD_LINK_SECONDS);

  async function toDto(row: ListedDocument): Promise<PaymentDocumentDto> {
    const link = row.source !== 'card_processor' && row.file_key ? await downloadLink(row.file_key) : null;
    return {
      paymentDocumentId: row.id,
      orderId: row.order_id,
      orderShortCode: row.order_short_code,
      regionId: row.region_id,
      created: new Date(row.created_at).toISOString(),
      createdBy: row.creator_name ?? row.created_by_name,
      status: row.status,
      source: row.source,
      documentLink: link,
      contentType: row.content_type,
      paymentProviderId: row.payment_provider_id,
      paymentProviderName: row.provider_name,
      paymentDate: row.payment_date,
      amount: row.amount_minor === null ? null : Number(row.amount_minor),
      bankTransactionNumber: row.bank_transaction_number,
      comments: row.comments,
      decidedBy: row.decider_name,
      decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
    };
  }

  function filtersOf(caller: PaymentCaller, query: Omit<ReceiptCountersQuery, 'documentStatus'>): DocumentFilters {
    if (query.regionId) assertRegion(caller, query.regionId);
    return {
      regionIds: scopedRegionIds(caller, query.regionId ? [query.regionId] : undefined),
      orderShortCode: query.orderShortCode?.trim() || undefined,
      paymentProviderId: query.paymentProviderId,
    };
  }

  /** A document the caller may act on, locked: in its regions, uploaded by a person (PAY-15). */
  async function actionable(trx: Kysely<Database>, caller: PaymentCaller, id: number) {
    const message = `Payment document ${id} not found`;
    const document = foundInRegions(caller, await lockDocument(trx, id), (d) => d.region_id, message);
    if (document.source === 'card_processor') {
      throw invalid('paymentDocumentId', 'was created by the card processor and cannot be acted on');
    }
    if (document.status === 'declined') throw invalid('paymentDocumentId', 'is declined and offers no action');
    return document;
  }

  return {
    /** The receipts page (PAY-29): newest first by default (PAY-03). */
    async page(caller: PaymentCaller, query: ReceiptsQuery): Promise<PaymentDocumentPage> {
      const filters = { ...filtersOf(caller, query), status: STATUS_OF[query.documentStatus ?? 'PENDING'] };
      const size = query.size ?? 20;
      const [rows, totalSize] = await Promise.all([
        listDocuments(db, filters, {
          offset: (query.page ?? 0) * size,
          limit: size,
          direction: query.sort === 'created,asc' ? 'asc' : 'desc',
        }),
        countDocuments(db, filters),
      ]);
      return { content: await Promise.all(rows.map(toDto)), totalSize };
    },

    /** Counters over every status (PAY-07, PAY-32). */
    async counters(caller: PaymentCaller, query: ReceiptCountersQuery): Promise<ReceiptCounters> {
      const counts = await countByStatus(db, filtersOf(caller, query));
      return {
        totalCount: counts.pending + counts.approved + counts.declined,
        pendingCount: counts.pending,
        approvedCount: counts.approved,
        declinedCount: counts.declined,
      };
    },

    /** The order's payment documents, newest first (ORDER-65, ORDER-66). */
    async byOrder(caller: PaymentCaller, orderId: number): Promise<PaymentDocumentDto[]> {
      const order = await readableOrder(db, caller, orderId);
      const rows = await listDocuments(
        db,
        { regionIds: [order.region_id], orderId: order.id },
        { offset: 0, limit: 100, direction: 'desc' },
      );
      return Promise.all(rows.map(toDto));
    },

    /** Direct providers (PAY-30) of a region of the caller's, or of any of them: a bank serves its country. */
    async directProviders(caller: PaymentCaller, regionId?: string): Promise<PaymentProviderDto[]> {
      if (regionId) assertRegion(caller, regionId);
      const rows = await listProviders(db, 'direct', regionId ? [regionId] : [...caller.regionIds]);
      return rows.map((p) => ({ id: p.id, name: p.name, kind: p.kind }));
    },

    /** A signed PUT link for a Deposit order's receipt (PAY-26, PAY-27). */
    async uploadLink(caller: PaymentCaller, orderId: number): Promise<ReceiptUploadLink> {
      const order = await readableOrder(db, caller, orderId);
      if (order.status !== ORDER_STATUS.DEPOSIT) {
        throw invalid('orderId', 'receipts are uploaded only for orders in the Deposit status');
      }
      const whodid = (await findAccountDisplayName(db, caller.accountId)) ?? String(caller.accountId);
      return linkFor(order.id, caller.accountId, whodid);
    },

    /**
     * The customer's upload link from the payment page (decision 1791): the same signed link and
     * checks as staff's, for an order the page's token opened; at most CUSTOMER_RECEIPTS_PER_ORDER
     * receipts an hour per order.
     */
    async customerUploadLink(orderId: number): Promise<ReceiptUploadLink> {
      const order = await findOrder(db, orderId);
      if (order?.status !== ORDER_STATUS.DEPOSIT) throw invalid('token', 'this order takes no receipt now');
      const since = new Date(clock.now().getTime() - CUSTOMER_WINDOW_MS);
      if ((await countCustomerReceipts(db, orderId, since)) >= CUSTOMER_RECEIPTS_PER_ORDER) {
        throw new HttpError(429, ERROR_CODES.rateLimited, 'Too many receipts for this order: try again in an hour');
      }
      return linkFor(order.id, CUSTOMER, 'customer');
    },

    /**
     * Where the order's payment stands for its customer (decision 1791): confirmed once any receipt
     * is approved, else the newest receipt's state (declined with finance's reason), else none.
     */
    async receiptState(orderId: number): Promise<CustomerReceiptState> {
      const rows = await db
        .selectFrom('payment_documents')
        .select(['status', 'comments'])
        .where('order_id', '=', orderId)
        .orderBy('id', 'desc')
        .execute();
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
      return receiveDirect(CUSTOMER, uploadId);
    },

    /**
     * A receipt the caller posted straight to the store with an upload link's form (decision
     * 1161): checked where it lies — at most 10 MB, an image or PDF by its first bytes (PAY-25) —
     * then recorded as the pending document; a refused file is deleted from the store.
     */
    async receiveDirectUpload(caller: PaymentCaller, uploadId: string) {
      return receiveDirect(caller.accountId, uploadId);
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
      const order = await findOrder(db, orderId);
      if (!order) throw notFound(`Order ${orderId} not found`);
      return store(order, accountId, key, data);
    },

    /**
     * A receipt sent straight with the call (PAY-28: file, order id and email): the same checks as a
     * signed upload — the caller's regions, a Deposit order, an image or PDF by its bytes.
     */
    async upload(caller: PaymentCaller, orderId: number, data: Buffer, email?: string) {
      const order = await readableOrder(db, caller, orderId);
      if (order.status !== ORDER_STATUS.DEPOSIT) {
        throw invalid('orderId', 'receipts are uploaded only for orders in the Deposit status');
      }
      return store(order, caller.accountId, `receipts/o${order.id}-a${caller.accountId}-${randomUUID()}`, data, email);
    },

    /** Decline a pending document with a reason (PAY-12, PAY-18); who and when are kept. */
    async decline(caller: PaymentCaller, body: DeclineReceiptBody): Promise<void> {
      const comments = body.comments.trim();
      if (!comments) throw invalid('comments', 'must not be empty');
      const at = clock.now();
      await db.transaction().execute(async (trx) => {
        const document = await actionable(trx, caller, body.paymentDocumentId);
        if (document.status !== 'pending') {
          throw invalid('paymentDocumentId', 'is approved; an approved document is edited and confirmed again');
        }
        await trx
          .updateTable('payment_documents')
          .set({ status: 'declined', comments, decided_by: caller.accountId, decided_at: at })
          .where('id', '=', document.id)
          .execute();
        await recordDecision(trx, {
          documentId: document.id,
          action: 'decline',
          accountId: caller.accountId,
          at,
          details: { comments },
        });
        await recordAudit(trx, caller, receiptEntry('RECEIPT_DECLINED', document, { comments }));
      });
    },

    /**
     * The payments half of approve, inside the flow's transaction (PAY-12, PAY-14, PAY-16, PAY-17,
     * PAY-21, PAY-31): a pending or approved upload gets its provider, amount, date and a bank
     * transaction number no other document holds. Answers the order and its approved total.
     */
    async approveIn(trx: Kysely<Database>, caller: PaymentCaller, body: ApproveReceiptBody, at: Date) {
      const document = await actionable(trx, caller, body.paymentDocumentId);
      const provider = await findProvider(trx, body.paymentProviderId);
      if (provider?.kind !== 'direct') throw invalid('paymentProviderId', 'is not a direct payment provider');
      if (!provider.region_ids.includes(document.region_id)) {
        throw invalid('paymentProviderId', `${provider.name} is not a payment method of ${document.region_id}`);
      }
      if (!isCalendarDate(body.paymentDate)) throw invalid('paymentDate', 'is not a date');
      if (body.paymentDate > todayIn(document.region_id, at)) throw invalid('paymentDate', 'cannot be in the future');
      const number = body.bankTransactionNumber.trim();
      if (!number) throw invalid('bankTransactionNumber', 'must not be empty');
      if (await transactionNumberHolder(trx, number, document.id)) {
        throw invalid('bankTransactionNumber', 'is not unique: another payment document already has it');
      }
      await trx
        .updateTable('payment_documents')
        .set({
          status: 'approved',
          payment_provider_id: provider.id,
          amount_minor: body.amount,
          payment_date: body.paymentDate,
          bank_transaction_number: number,
          decided_by: caller.accountId,
          decided_at: at,
        })
        .where('id', '=', document.id)
        .execute();
      await recordDecision(trx, {
        documentId: document.id,
        action: 'approve',
        accountId: caller.accountId,
        at,
        details: { ...body, bankTransactionNumber: number, previousStatus: document.status },
      });
      await recordAudit(
        trx,
        caller,
        receiptEntry('RECEIPT_APPROVED', document, { amount: body.amount, previousStatus: document.status }),
      );
      return { orderId: document.order_id, paidMinor: await approvedTotal(trx, document.order_id) };
    },

    /** The stored receipt behind a signed download link, with the type its bytes show. */
    async download(key: string) {
      const file = await files.get(key);
      if (!file) throw notFound('No such file');
      return { data: file.data, contentType: sniffContentType(file.data) ?? 'application/octet-stream' };
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
