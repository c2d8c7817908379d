/**
 * Reconciliation reports (RECON-01..18, decision 1133): stores a report with the rows the gateway
 * parsed, matches each row against the caller's regions' orders and their payments, and records
 * what it finds in the spec's error types; lists, counts, summarises and decides on them.
 */

import { randomUUID } from 'node:crypto';
import type {
  CreateReconciliationReportBody,
  ReconciliationCounters,
  ReconciliationDecisionBody,
  ReconciliationDownloadLink,
  ReconciliationErrorSummary,
  ReconciliationReportDto,
  ReconciliationReportsQuery,
  ReconciliationStatus,
  ReconciliationUploadLink,
  ReconciliationUploadLinkBody,
} from '@umbrella/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/types.js';
import { type AuditEntry, audited } from '../../platform/audit/record.js';
import type { Caller } from '../../platform/caller.js';
import { csvRow } from '../../platform/csv.js';
import type { FileStore } from '../../platform/file-store/index.js';
import { conflict, invalid, notFound } from '../../platform/http-error.js';
import { sheetFormatOf } from '../../platform/spreadsheet/index.js';
import { isUniqueViolation } from '../../platform/unique-violation.js';
import { accountDisplayNameSql, findAccountDisplayName } from '../accounts/index.js';
import { findOrdersByShortCodes } from '../orders/index.js';

type ReportCaller = Pick<Caller, 'accountId' | 'regionIds' | 'email' | 'requestId'>;
type Found = { type: string; row: number | null; code: string | null; message: string };

const today = (now: Date) => now.toISOString().slice(0, 10);

/** How long a signed upload or download link stays valid (seconds). */
const UPLOAD_LINK_SECONDS = 15 * 60;
const DOWNLOAD_LINK_SECONDS = 60 * 60;
/** A report file's key names its uploader, so only they can store a report with it. */
const FILE_KEY = /^reports\/a(\d+)-[0-9a-f-]{36}$/;
/** The errors file is written when it is downloaded; its key names the report. */
const ERRORS_KEY = /^report-errors\/r(\d+)-errors\.csv$/;

export type ReconciliationDeps = { db: Kysely<Database>; clock: Clock; files: FileStore };

export function createReconciliationService({ db, clock, files }: ReconciliationDeps) {
  /** Provider, date and transaction number as a report needs them (RECON-05, RECON-06). */
  async function checkedMeta(body: ReconciliationUploadLinkBody) {
    const provider = await db
      .selectFrom('payment_providers')
      .select(['id', 'kind'])
      .where('id', '=', body.paymentProviderId)
      .executeTakeFirst();
    if (provider?.kind !== 'report') throw invalid('paymentProviderId', 'is not a report provider');
    if (body.paymentDate > today(clock.now())) throw invalid('paymentDate', 'cannot be in the future');
    const number = body.bankTransactionNumber.trim();
    if (!number) throw invalid('bankTransactionNumber', 'must not be empty');
    return { providerId: provider.id, number };
  }

  const expiresAt = (seconds: number) => new Date(clock.now().getTime() + seconds * 1000).toISOString();

  /** What matching the rows against orders and payments finds (RECON-15). */
  async function match(trx: Kysely<Database>, caller: ReportCaller, body: CreateReconciliationReportBody) {
    const codes = body.rows.map((r) => r.orderShortCode.trim().toUpperCase());
    const orders = await findOrdersByShortCodes(trx, codes, caller.regionIds);
    const byCode = new Map(orders.map((o) => [o.short_code.toUpperCase(), o]));
    const ids = orders.map((o) => o.id);
    const [inReports, paidOtherwise] = ids.length
      ? await Promise.all([
          trx
            .selectFrom('reconciliation_report_rows as r')
            .innerJoin('reconciliation_reports as p', 'p.id', 'r.report_id')
            .select('r.order_id')
            .where('r.order_id', 'in', ids)
            .where('p.status', '!=', 'DECLINED')
            .execute(),
          trx
            .selectFrom('payment_documents')
            .select('order_id')
            .where('order_id', 'in', ids)
            .where('status', '=', 'approved')
            .execute(),
        ])
      : [[], []];
    const reported = new Set(inReports.map((r) => r.order_id));
    const paid = new Set(paidOtherwise.map((r) => r.order_id));
    const found: Found[] = [];
    const rows = body.rows.map((row, i) => {
      const code = codes[i] ?? row.orderShortCode;
      const order = byCode.get(code);
      const at = { row: row.row, code };
      if (!order) found.push({ type: 'ORDER_NOT_FOUND', ...at, message: `no order ${code}` });
      else if (reported.has(order.id))
        found.push({ type: 'ORDER_ALREADY_PAID', ...at, message: `${code} is in another report` });
      else if (paid.has(order.id))
        found.push({ type: 'ORDER_PAID_IN_OTHER_WAYS', ...at, message: `${code} was paid by a receipt or card` });
      else if (order.price_minor !== row.amount) {
        found.push({
          type: 'ORDER_AND_REPORT_SUM_MISMATCH',
          ...at,
          message: `${code}: the report says ${row.amount}, the order is ${order.price_minor}`,
        });
      }
      return { row_number: row.row, order_short_code: code, order_id: order?.id ?? null, amount_minor: row.amount };
    });
    const total = body.rows.reduce((sum, r) => sum + r.amount, 0);
    if (total !== body.amount) {
      found.push({
        type: 'ORDER_AND_REPORT_SUM_MISMATCH',
        row: null,
        code: null,
        message: `the rows add up to ${total}, the report's amount is ${body.amount}`,
      });
    }
    return { rows, found };
  }

  function listQuery(status?: ReconciliationStatus) {
    let query = db
      .selectFrom('reconciliation_reports as r')
      .innerJoin('payment_providers as p', 'p.id', 'r.payment_provider_id')
      .leftJoin('accounts as a', 'a.id', 'r.created_by');
    if (status) query = query.where('r.status', '=', status);
    return query;
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
      const whoDid = (await findAccountDisplayName(db, caller.accountId)) ?? body.whoDid ?? null;
      try {
        const id = await db.transaction().execute(async (trx) => {
          const { rows, found } = await match(trx, caller, body);
          const report = await trx
            .insertInto('reconciliation_reports')
            .values({
              payment_provider_id: providerId,
              payment_date: body.paymentDate,
              bank_transaction_number: number,
              amount_minor: body.amount,
              status: found.length ? 'APPROVED_WITH_WARNINGS' : 'APPROVED',
              file_name: body.fileName ?? null,
              file_key: fileKey,
              created_by: caller.accountId,
              who_did: whoDid,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          for (let i = 0; i < rows.length; i += 1000) {
            await trx
              .insertInto('reconciliation_report_rows')
              .values(rows.slice(i, i + 1000).map((r) => ({ ...r, report_id: report.id })))
              .execute();
          }
          for (let i = 0; i < found.length; i += 1000) {
            await trx
              .insertInto('reconciliation_report_errors')
              .values(
                found.slice(i, i + 1000).map((f) => ({
                  report_id: report.id,
                  type: f.type,
                  row_number: f.row,
                  order_short_code: f.code,
                  message: f.message,
                })),
              )
              .execute();
          }
          return report.id;
        });
        return this.one(id);
      } catch (error) {
        if (isUniqueViolation(error)) {
          if (
            fileKey &&
            (await db
              .selectFrom('reconciliation_reports')
              .select('id')
              .where('file_key', '=', fileKey)
              .executeTakeFirst())
          )
            throw invalid('fileKey', 'belongs to another report');
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
      const holder = await db
        .selectFrom('reconciliation_reports')
        .select('id')
        .where('bank_transaction_number', '=', number)
        .executeTakeFirst();
      if (holder) throw invalid('bankTransactionNumber', 'is not unique: another report already has it');
      const whoDid = (await findAccountDisplayName(db, caller.accountId)) ?? body.whoDid ?? String(caller.accountId);
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
        expiresAt: expiresAt(UPLOAD_LINK_SECONDS),
      };
    },

    /** The file PUT to a signed upload link: an .xlsx or CSV by its bytes, stored once. */
    async receiveFile(key: string, data: Buffer): Promise<void> {
      if (!FILE_KEY.test(key)) throw notFound('No such upload');
      if (!sheetFormatOf(data)) throw invalid('file', 'must be an Excel workbook (.xlsx) or a CSV file');
      if (await files.get(key)) throw conflict('This upload link was already used');
      await files.put(key, data);
    },

    /** A signed link to the report's original file (RECON-17). */
    async downloadLink(id: number): Promise<ReconciliationDownloadLink> {
      const report = await db
        .selectFrom('reconciliation_reports')
        .select('file_key')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!report) throw notFound(`Report ${id} not found`);
      if (!report.file_key) throw notFound(`Report ${id} has no stored file`);
      return {
        url: files.signedUrl(report.file_key, 'GET', DOWNLOAD_LINK_SECONDS),
        expiresAt: expiresAt(DOWNLOAD_LINK_SECONDS),
      };
    },

    /** A signed link to the report's errors file (RECON-17). */
    async errorsDownloadLink(id: number): Promise<ReconciliationDownloadLink> {
      await this.one(id);
      return {
        url: files.signedUrl(`report-errors/r${id}-errors.csv`, 'GET', DOWNLOAD_LINK_SECONDS),
        expiresAt: expiresAt(DOWNLOAD_LINK_SECONDS),
      };
    },

    /** What a signed report download link serves: the stored file, or the errors written now. */
    async download(key: string): Promise<{ data: Buffer; contentType: string; fileName: string }> {
      const errorsOf = ERRORS_KEY.exec(key)?.[1];
      if (errorsOf) {
        const csv = await this.errorsCsv(Number(errorsOf));
        return {
          data: Buffer.from(`\ufeff${csv}`, 'utf8'),
          contentType: 'text/csv; charset=utf-8',
          fileName: `report-${errorsOf}-errors.csv`,
        };
      }
      const report = FILE_KEY.test(key)
        ? await db
            .selectFrom('reconciliation_reports')
            .select(['id', 'file_name'])
            .where('file_key', '=', key)
            .executeTakeFirst()
        : undefined;
      const file = report && (await files.get(key));
      if (!report || !file) throw notFound('No such file');
      const xlsx = sheetFormatOf(file.data) === 'xlsx';
      return {
        data: file.data,
        contentType: xlsx
          ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
          : 'text/csv; charset=utf-8',
        fileName: report.file_name ?? `report-${report.id}.${xlsx ? 'xlsx' : 'csv'}`,
      };
    },

    async one(id: number): Promise<ReconciliationReportDto> {
      const rows = await this.page({ page: 0, size: 1 }, id);
      const row = rows.content[0];
      if (!row) throw notFound(`Report ${id} not found`);
      return row;
    },

    /** The reports page, newest first (RECON-09, RECON-10, RECON-18). */
    async page(query: ReconciliationReportsQuery, id?: number) {
      const size = query.size ?? 20;
      let list = listQuery(query.status);
      if (id) list = list.where('r.id', '=', id);
      const [rows, count] = await Promise.all([
        list
          .selectAll('r')
          .select(['p.name as provider_name', accountDisplayNameSql('a').as('creator_name')])
          .orderBy('r.created_at', 'desc')
          .orderBy('r.id', 'desc')
          .offset((query.page ?? 0) * size)
          .limit(size)
          .execute(),
        list.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        content: rows.map(
          (r): ReconciliationReportDto => ({
            paymentDocumentId: r.id,
            paymentProviderId: r.payment_provider_id,
            paymentProviderName: r.provider_name,
            paymentDate: r.payment_date,
            bankTransactionNumber: r.bank_transaction_number,
            amount: Number(r.amount_minor),
            status: r.status,
            fileName: r.file_name,
            hasFile: r.file_key !== null,
            comments: r.comments,
            created: new Date(r.created_at).toISOString(),
            createdBy: r.creator_name ?? r.who_did,
          }),
        ),
        totalSize: Number(count.n),
      };
    },

    /** Counters (RECON-11). */
    async counters(): Promise<ReconciliationCounters> {
      const rows = await db
        .selectFrom('reconciliation_reports')
        .select(['status', (eb) => eb.fn.countAll().as('n')])
        .groupBy('status')
        .execute();
      const of = (status: ReconciliationStatus) => Number(rows.find((r) => r.status === status)?.n ?? 0);
      return {
        totalCount: rows.reduce((sum, r) => sum + Number(r.n), 0),
        approvedCount: of('APPROVED'),
        declinedCount: of('DECLINED'),
        approvedWithWarningsCount: of('APPROVED_WITH_WARNINGS'),
      };
    },

    /** Each error type with its count (RECON-14). */
    async errorSummary(id: number): Promise<ReconciliationErrorSummary> {
      await this.one(id);
      const rows = await db
        .selectFrom('reconciliation_report_errors')
        .select(['type', (eb) => eb.fn.countAll().as('n')])
        .where('report_id', '=', id)
        .groupBy('type')
        .orderBy('type')
        .execute();
      return rows.map((r) => ({ type: r.type, count: Number(r.n) }));
    },

    /** The errors as CSV (RECON-17): row, order, type, message. */
    async errorsCsv(id: number): Promise<string> {
      await this.one(id);
      const rows = await db
        .selectFrom('reconciliation_report_errors')
        .select(['row_number', 'order_short_code', 'type', 'message'])
        .where('report_id', '=', id)
        .orderBy('id')
        .execute();
      return [
        'row;orderShortCode;type;message\r\n',
        ...rows.map((r) => csvRow([r.row_number, r.order_short_code, r.type, r.message], ';')),
      ]
        .join('')
        .replace(/\r\n$/, '');
    },

    /** Approve or decline a report with warnings; the comment is required (RECON-12, RECON-13). */
    async decide(caller: ReportCaller, action: 'APPROVED' | 'DECLINED', body: ReconciliationDecisionBody) {
      const comments = body.comments.trim();
      if (!comments) throw invalid('comments', 'must not be empty');
      const report = await db
        .selectFrom('reconciliation_reports')
        .select(['id', 'status'])
        .where('id', '=', body.paymentDocumentId)
        .executeTakeFirst();
      if (!report) throw notFound(`Report ${body.paymentDocumentId} not found`);
      if (report.status !== 'APPROVED_WITH_WARNINGS' && report.status !== 'PENDING') {
        throw invalid('paymentDocumentId', 'only a pending report or one with warnings can be changed');
      }
      // A report spans the provider's orders of any region: its entry belongs to every region.
      const entry: AuditEntry = {
        action: action === 'APPROVED' ? 'RECONCILIATION_APPROVED' : 'RECONCILIATION_DECLINED',
        targetType: 'reconciliation',
        targetId: report.id,
        details: { previousStatus: report.status, comments },
      };
      await audited(db, caller, entry, (trx) =>
        trx
          .updateTable('reconciliation_reports')
          .set({ status: action, comments, decided_by: caller.accountId, decided_at: clock.now() })
          .where('id', '=', report.id)
          .execute(),
      );
      return this.one(report.id);
    },
  };
}
