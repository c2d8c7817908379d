/**
 * Uploading a reconciliation report (RECON-05..07, RECON-15): the upload link once the metadata
 * holds, the original file PUT to it, then the report with the rows the gateway parsed, matched
 * against orders and payments in the transaction that stores it.
 */
import { randomUUID } from 'node:crypto';
import type {
  CreateReconciliationReportBody,
  ReconciliationReportDto,
  ReconciliationUploadLink,
  ReconciliationUploadLinkBody,
} from '@umbrella/contract';
import { sheetFormatOf } from '@umbrella/edge/spreadsheet';
import type { Caller } from '../../platform/caller.js';
import { conflict, invalid, notFound } from '../../platform/http-error.js';
import { isUniqueViolation } from '../../platform/unique-violation.js';
import type { PaymentParts } from './parts.js';
import { FILE_KEY } from './reconciliation-files.js';
import { matchReport } from './reconciliation-match.js';
import { findReportProvider, insertReport, reportHoldingNumber, reportOfFile } from './reconciliation-repo.js';
import type { ReconciliationReview } from './reconciliation-review.js';

export type ReportCaller = Pick<Caller, 'accountId' | 'regionIds' | 'email' | 'requestId'>;

/** How long a signed upload link stays valid (seconds). */
const UPLOAD_LINK_SECONDS = 15 * 60;
const today = (now: Date) => now.toISOString().slice(0, 10);

export function createReconciliationUpload(
  { db, others, clock, files }: PaymentParts,
  { one }: Pick<ReconciliationReview, 'one'>,
) {
  /** Provider, date and transaction number as a report needs them (RECON-05, RECON-06). */
  async function checkedMeta(body: ReconciliationUploadLinkBody) {
    const provider = await findReportProvider(db, body.paymentProviderId);
    if (provider?.kind !== 'report') throw invalid('paymentProviderId', 'is not a report provider');
    if (body.paymentDate > today(clock.now())) throw invalid('paymentDate', 'cannot be in the future');
    const number = body.bankTransactionNumber.trim();
    if (!number) throw invalid('bankTransactionNumber', 'must not be empty');
    return { providerId: provider.id, number };
  }

  return {
    /** Stores the report and its rows with what matching found (RECON-07, RECON-15). */
    async create(caller: ReportCaller, body: CreateReconciliationReportBody): Promise<ReconciliationReportDto> {
      const { providerId, number } = await checkedMeta(body);
      const fileKey = body.fileKey ?? null;
      if (fileKey !== null) {
        if (FILE_KEY.exec(fileKey)?.[1] !== String(caller.accountId) || !(await files.get(fileKey))) {
          throw invalid('fileKey', 'is not a file you uploaded to a reconciliation upload link');
        }
      }
      const whoDid = (await others.accountName(caller.accountId)) ?? body.whoDid ?? null;
      try {
        const id = await others.inTransaction(async (trx, ordersByCode) => {
          const { rows, found } = await matchReport(trx, ordersByCode, caller.regionIds, body);
          const report = {
            payment_provider_id: providerId,
            payment_date: body.paymentDate,
            bank_transaction_number: number,
            amount_minor: body.amount,
            status: found.length ? ('APPROVED_WITH_WARNINGS' as const) : ('APPROVED' as const),
            file_name: body.fileName ?? null,
            file_key: fileKey,
            created_by: caller.accountId,
            who_did: whoDid,
          };
          return insertReport(trx, report, rows, found);
        });
        return one(id);
      } catch (error) {
        if (isUniqueViolation(error)) {
          if (fileKey && (await reportOfFile(db, fileKey))) throw invalid('fileKey', 'belongs to another report');
          throw invalid('bankTransactionNumber', 'is not unique: another report already has it');
        }
        throw error;
      }
    },

    /**
     * The reconciliation upload link (RECON-07): the metadata is checked first (a number another
     * report holds is refused now, not after the upload), then a signed PUT for the file.
     */
    async uploadLink(caller: ReportCaller, body: ReconciliationUploadLinkBody): Promise<ReconciliationUploadLink> {
      const { number } = await checkedMeta(body);
      if (await reportHoldingNumber(db, number)) {
        throw invalid('bankTransactionNumber', 'is not unique: another report already has it');
      }
      const whoDid = (await others.accountName(caller.accountId)) ?? body.whoDid ?? String(caller.accountId);
      const fileKey = `reports/a${caller.accountId}-${randomUUID()}`;
      return {
        url: files.signedUrl(fileKey, 'PUT', UPLOAD_LINK_SECONDS),
        method: 'PUT',
        fileKey,
        headers: {
          'x-amz-meta-paymentproviderid': String(body.paymentProviderId),
          'x-amz-meta-paymentdate': body.paymentDate,
          'x-amz-meta-banktransactionnumber': encodeURIComponent(number),
          'x-amz-meta-amount': String(body.amount),
          'x-amz-meta-whodid': encodeURIComponent(whoDid),
        },
        expiresAt: new Date(clock.now().getTime() + UPLOAD_LINK_SECONDS * 1000).toISOString(),
      };
    },

    /** The file PUT to a signed upload link: an .xlsx or CSV by its bytes, stored once. */
    async receiveFile(key: string, data: Buffer): Promise<void> {
      if (!FILE_KEY.test(key)) throw notFound('No such upload');
      if (!sheetFormatOf(data)) throw invalid('file', 'must be an Excel workbook (.xlsx) or a CSV file');
      if (await files.get(key)) throw conflict('This upload link was already used');
      await files.put(key, data);
    },
  };
}
