/**
 * Finance's review of the receipts (PAY-01..32, decision 1131): the list and its counters, an
 * order's documents, decline, and the payments side of approve — the flow payment-review tags the
 * order in the same transaction. Every record is region-scoped; another region's document answers
 * as a missing one.
 */
import {
  type ApproveReceiptBody,
  type DeclineReceiptBody,
  findRegion,
  isCalendarDate,
  localNow,
  type PaymentDocumentDto,
  type PaymentDocumentPage,
  type ReceiptCounters,
  type ReceiptCountersQuery,
  type ReceiptsQuery,
} from '@umbrella/contract';
import type { Kysely, Transaction } from 'kysely';
import { type ModuleDb, type ModuleTables, ownTables } from '../../db/owners.js';
import { type AuditEntry, recordAudit } from '../../platform/audit/record.js';
import { invalid } from '../../platform/http-error.js';
import { assertRegion, foundInRegions, scopedRegionIds } from '../../platform/region-scope.js';
import type { PaymentCaller, PaymentParts } from './parts.js';
import type { ReceiptFiles } from './receipt-files.js';
import {
  approvedTotal,
  countByStatus,
  countDocuments,
  type DocumentFilters,
  findProvider,
  type ListedDocument,
  listDocuments,
  lockDocument,
  recordDecision,
  transactionNumberHolder,
} from './repo.js';

const STATUS_OF = { PENDING: 'pending', APPROVED: 'approved', DECLINED: 'declined', ALL: undefined } as const;

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

function filtersOf(caller: PaymentCaller, query: Omit<ReceiptCountersQuery, 'documentStatus'>): DocumentFilters {
  if (query.regionId) assertRegion(caller, query.regionId);
  return {
    regionIds: scopedRegionIds(caller, query.regionId ? [query.regionId] : undefined),
    orderShortCode: query.orderShortCode?.trim() || undefined,
    paymentProviderId: query.paymentProviderId,
  };
}

/** A document the caller may act on, locked: in its regions, uploaded by a person (PAY-15). */
async function actionable(trx: ModuleDb<'payments'>, caller: PaymentCaller, id: number) {
  const document = foundInRegions(caller, await lockDocument(trx, id), (d) => d.region_id, {
    key: 'notFoundPaymentDocument',
    values: { id },
  });
  if (document.source === 'card_processor') {
    throw invalid('paymentDocumentId', 'was created by the card processor and cannot be acted on');
  }
  if (document.status === 'declined') throw invalid('paymentDocumentId', 'is declined and offers no action');
  return document;
}

/** A listed document as the API shows it, with a download link to its file (none for a card payment). */
async function receiptDto(
  row: ListedDocument,
  downloadLink: (key: string) => Promise<string>,
): Promise<PaymentDocumentDto> {
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

export function createReceiptReview({ db, others, clock }: PaymentParts, receiptFiles: ReceiptFiles) {
  const toDto = (row: ListedDocument) => receiptDto(row, receiptFiles.downloadLink);

  return {
    /** The receipts page (PAY-29): newest first by default (PAY-03). */
    async page(caller: PaymentCaller, query: ReceiptsQuery): Promise<PaymentDocumentPage> {
      const filters = { ...filtersOf(caller, query), status: STATUS_OF[query.documentStatus ?? 'PENDING'] };
      const size = query.size ?? 20;
      const [rows, totalSize] = await Promise.all([
        listDocuments(db, others.people, filters, {
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
      const order = await others.readableOrder(caller, orderId);
      const rows = await listDocuments(
        db,
        others.people,
        { regionIds: [order.region_id], orderId: order.id },
        { offset: 0, limit: 100, direction: 'desc' },
      );
      return Promise.all(rows.map(toDto));
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
    async approveIn<DB extends ModuleTables<'payments'>>(
      handle: Kysely<DB> | Transaction<DB>,
      caller: PaymentCaller,
      body: ApproveReceiptBody,
      at: Date,
    ) {
      const trx = ownTables(handle, 'payments');
      const document = await actionable(trx, caller, body.paymentDocumentId);
      const provider = await findProvider(trx, body.paymentProviderId);
      if (provider?.kind !== 'direct') throw invalid('paymentProviderId', 'is not a direct payment provider');
      if (!provider.region_ids.includes(document.region_id)) {
        throw invalid('paymentProviderId', {
          key: 'notPaymentMethodOf',
          values: { provider: provider.name, regionId: document.region_id },
        });
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
  };
}
