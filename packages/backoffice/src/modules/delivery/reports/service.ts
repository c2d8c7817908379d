/**
 * Delivery-provider reports (DREP-04..34): the last reports of a provider, their validation
 * errors, the signed upload link, the file PUT to it (an .xlsx by its bytes), the report record
 * process-uploaded creates (processing starts at once), and what processing and apply write.
 * Reports are a provider's, and a provider is a region's: callers see the providers of their own
 * regions only (another region's answers like a missing one).
 */

import { randomUUID } from 'node:crypto';
import {
  DELIVERY_REPORT_LIST_LIMIT,
  type DeliveryReportDto,
  type DeliveryReportMappingBody,
  type DeliveryReportUploadLink,
  type DeliveryReportUploadLinkBody,
  type DeliveryReportValidationErrors,
  type ProcessUploadedReportBody,
} from '@umbrella/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../../clock.js';
import { ownTables } from '../../../db/owners.js';
import type { Database } from '../../../db/types.js';
import type { Caller } from '../../../platform/caller.js';
import { type FileStore, sniffContentType } from '../../../platform/file-store/index.js';
import { conflict, invalid, notFound } from '../../../platform/http-error.js';
import { foundInRegions } from '../../../platform/region-scope.js';
import { findAccountDisplayName } from '../../accounts/index.js';
import { layoutOf, type ParsedStatusReport, statusWord } from './parse-status-report.js';
import {
  findReport,
  findReportByKey,
  insertReport,
  latestReports,
  lockReport,
  providerMappings,
  type ReportRecord,
  reportErrors,
  reportRows,
  restartProcessing,
  saveMapping as saveMappingRow,
  saveValidation,
  unfinishedReports,
} from './repo.js';

export type ReportCaller = Pick<Caller, 'accountId' | 'regionIds' | 'permissions'>;

const UPLOAD_LINK_SECONDS = 15 * 60;
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toReportDto(r: ReportRecord): DeliveryReportDto {
  return {
    id: r.id,
    providerId: r.provider_id,
    fileName: r.file_name,
    appliedAt: iso(r.applied_at),
    createdAt: new Date(r.created_at).toISOString(),
    validatedAt: iso(r.validated_at),
    whoDid: r.who_did,
    startProcessingAt: iso(r.start_processing_at),
    validationResult: r.validation_result,
    headers: r.headers,
    queueable: r.queueable,
  };
}

/** The file key of an upload link: the provider and the caller are part of it, so process-uploaded can check both. */
const keyPrefix = (providerId: number, accountId: number) => `delivery-reports/p${providerId}-a${accountId}-`;

export function createDeliveryReports(deps: { db: Kysely<Database>; clock: Clock; files: FileStore }) {
  const { clock, files } = deps;
  const db = ownTables(deps.db, 'delivery');
  async function visibleProvider(caller: ReportCaller, providerId: number) {
    const provider = await db
      .selectFrom('delivery_providers')
      .select(['id', 'code', 'name', 'region_id'])
      .where('id', '=', providerId)
      .executeTakeFirst();
    return foundInRegions(caller, provider, (p) => p.region_id, `Delivery provider ${providerId} not found`);
  }

  async function visibleReport(caller: ReportCaller, id: number) {
    return foundInRegions(caller, await findReport(db, id), (r) => r.region_id, `Report ${id} not found`);
  }

  return {
    visibleProvider,

    /** getReports(providerId, limit 3) (DREP-05, DREP-06): newest first. */
    async list(caller: ReportCaller, providerId: number, limit = DELIVERY_REPORT_LIST_LIMIT) {
      await visibleProvider(caller, providerId);
      return (await latestReports(db, providerId, limit)).map(toReportDto);
    },

    /** getValidationErrors(id) (DREP-20). */
    async validationErrors(caller: ReportCaller, id: number): Promise<DeliveryReportValidationErrors> {
      await visibleReport(caller, id);
      return { errors: await reportErrors(db, id) };
    },

    /** getUploadLink({providerId, originalFileName}) (DREP-22, DREP-23). */
    async uploadLink(caller: ReportCaller, body: DeliveryReportUploadLinkBody): Promise<DeliveryReportUploadLink> {
      await visibleProvider(caller, body.providerId);
      const fileKey = `${keyPrefix(body.providerId, caller.accountId)}${randomUUID()}.xlsx`;
      return {
        uploadUrl: files.signedUrl(fileKey, 'PUT', UPLOAD_LINK_SECONDS),
        method: 'PUT',
        providerId: body.providerId,
        originalFileName: body.originalFileName,
        fileKey,
        expiresAt: new Date(clock.now().getTime() + UPLOAD_LINK_SECONDS * 1000).toISOString(),
      };
    },

    /** The file PUT to an upload link (DREP-24, DREP-29): an .xlsx workbook by its bytes. */
    async receiveFile(key: string, data: Buffer): Promise<void> {
      if (data.length === 0) throw invalid('file', 'must not be empty');
      if (sniffContentType(data) !== 'application/zip') throw invalid('file', 'Only .xlsx files are accepted');
      if (await findReportByKey(db, key)) throw conflict('This report was already processed');
      await files.put(key, data);
    },

    /**
     * processUploadedReport(link info) (DREP-25): the report is created with its processing
     * started; the same link info again answers the same report (nothing is processed twice).
     */
    async start(
      caller: ReportCaller,
      body: ProcessUploadedReportBody,
    ): Promise<{ report: DeliveryReportDto; created: boolean }> {
      const provider = await visibleProvider(caller, body.providerId);
      if (!body.fileKey.startsWith(keyPrefix(body.providerId, caller.accountId))) {
        throw invalid('fileKey', 'is not an upload link of yours for this provider');
      }
      const existing = await findReportByKey(db, body.fileKey);
      if (existing) return { report: toReportDto(existing), created: false };
      if (!(await files.get(body.fileKey))) throw invalid('fileKey', 'no file was uploaded to this link');
      const row = await insertReport(db, {
        provider_id: provider.id,
        region_id: provider.region_id,
        file_name: body.originalFileName,
        file_key: body.fileKey,
        created_by: caller.accountId,
        who_did: (await findAccountDisplayName(deps.db, caller.accountId)) ?? String(caller.accountId),
        created_at: clock.now(),
        start_processing_at: clock.now(),
      });
      return { report: toReportDto(row), created: true };
    },

    /** The stored bytes of a report (processing reads them). */
    async fileOf(report: Pick<ReportRecord, 'file_key'>): Promise<Buffer | undefined> {
      return (await files.get(report.file_key))?.data;
    },

    /** What processing found: rows with their matched orders and the error items; processing ends. */
    finishProcessing(
      reportId: number,
      result: {
        rows: (ParsedStatusReport['rows'][number] & { orderId: number | null; problem?: string | null })[];
        errors: ParsedStatusReport['errors'];
        headers?: string[];
        queueable?: boolean;
      },
    ) {
      return saveValidation(db, reportId, result, clock.now());
    },

    findReport: (id: number) => findReport(db, id),
    unfinishedReports: () => unfinishedReports(db),

    /**
     * Inside apply's transaction: the report locked, refused unless it may be applied now
     * (DREP-12..14: not applied, valid, no report of its provider processing), with its rows.
     */
    async lockForApply(flowTrx: Kysely<Database>, caller: ReportCaller, id: number) {
      const trx = ownTables(flowTrx, 'delivery');
      const report = foundInRegions(caller, await lockReport(trx, id), (r) => r.region_id, `Report ${id} not found`);
      if (report.applied_at) throw conflict(`Report ${id} is already applied`);
      if (report.start_processing_at) throw conflict(`Report ${id} is still processing`);
      if (report.validation_result !== true) throw conflict(`Report ${id} has validation errors`);
      const processing = await trx
        .selectFrom('delivery_reports')
        .select('id')
        .where('provider_id', '=', report.provider_id)
        .where('start_processing_at', 'is not', null)
        .where('applied_at', 'is', null)
        .executeTakeFirst();
      if (processing) throw conflict(`Report ${processing.id} of this provider is still processing`);
      return { report, rows: await reportRows(trx, id) };
    },

    /**
     * Inside apply-and-queue's transaction (decision 1331): the report locked, refused unless not
     * applied, not processing, and valid or with unmatched rows as its only errors.
     */
    async lockForQueue(flowTrx: Kysely<Database>, caller: ReportCaller, id: number) {
      const trx = ownTables(flowTrx, 'delivery');
      const report = foundInRegions(caller, await lockReport(trx, id), (r) => r.region_id, `Report ${id} not found`);
      if (report.applied_at) throw conflict(`Report ${id} is already applied`);
      if (report.start_processing_at) throw conflict(`Report ${id} is still processing`);
      if (report.validation_result !== true && !report.queueable) {
        throw conflict(`Report ${id} has errors other than unmatched rows`);
      }
      return { report, rows: await reportRows(trx, id) };
    },

    /** The saved mappings of a provider (processing reads with them). */
    mappingsOf: (providerId: number) => providerMappings(db, providerId),

    /**
     * Saves the caller's mapping for a report's header layout (decision 1332) and starts its
     * processing again; answers the report, Processing.
     */
    async saveMapping(caller: ReportCaller, id: number, body: DeliveryReportMappingBody): Promise<ReportRecord> {
      const report = await visibleReport(caller, id);
      if (report.applied_at) throw conflict(`Report ${id} is already applied`);
      const headers = report.headers;
      if (!headers?.length || report.start_processing_at) throw conflict(`Report ${id} does not need a mapping`);
      const column = (field: 'shortCodeColumn' | 'statusColumn') => {
        if (body[field] >= headers.length) throw invalid(field, `must be one of the file's ${headers.length} columns`);
      };
      column('shortCodeColumn');
      column('statusColumn');
      if (body.shortCodeColumn === body.statusColumn) {
        throw invalid('statusColumn', 'must not be the short code column');
      }
      const delivered = new Set(body.deliveredWords.map(statusWord));
      if (delivered.has('') || body.refusedWords.some((w) => statusWord(w) === '')) {
        throw invalid('deliveredWords', 'each word needs a letter or a digit');
      }
      const both = body.refusedWords.find((w) => delivered.has(statusWord(w)));
      if (both) throw invalid('refusedWords', `"${both}" is also a word for DELIVERED`);
      await db.transaction().execute(async (trx) => {
        await saveMappingRow(trx, {
          providerId: report.provider_id,
          headers,
          layout: layoutOf(headers),
          mapping: body,
          accountId: caller.accountId,
        });
        await restartProcessing(trx, id, clock.now());
      });
      const restarted = await findReport(db, id);
      if (!restarted) throw notFound(`Report ${id} not found`);
      return restarted;
    },

    /** Inside apply's transaction: the report is applied. */
    async markApplied(
      flowTrx: Kysely<Database>,
      caller: ReportCaller,
      id: number,
      at: Date,
    ): Promise<DeliveryReportDto> {
      const trx = ownTables(flowTrx, 'delivery');
      await trx
        .updateTable('delivery_reports')
        .set({ applied_at: at, applied_by: caller.accountId })
        .where('id', '=', id)
        .execute();
      const report = await findReport(trx, id);
      if (!report) throw notFound(`Report ${id} not found`);
      return toReportDto(report);
    },
  };
}

export type DeliveryReports = ReturnType<typeof createDeliveryReports>;
