/**
 * The delivery module's part of applying a report (DREP-12..14, decision 1331), run inside the
 * apply flows' transaction: which reports may be applied or queued now, and marking one applied.
 */
import type { DeliveryReportDto } from '@umbrella/contract';
import type { Kysely, Transaction } from 'kysely';
import { type ModuleDb, type ModuleTables, ownTables } from '../../../db/owners.js';
import { conflict, notFound } from '../../../platform/http-error.js';
import { foundInRegions } from '../../../platform/region-scope.js';
import { findReport, lockReport, reportRows } from './repo.js';
import { type ReportCaller, toReportDto } from './report-access.js';

/** The report locked, in the caller's regions, neither applied nor being processed (DREP-12, DREP-13). */
async function lockUnapplied(trx: ModuleDb<'delivery'>, caller: ReportCaller, id: number) {
  const report = foundInRegions(caller, await lockReport(trx, id), (r) => r.region_id, {
    key: 'notFoundReport',
    values: { id },
  });
  if (report.applied_at) throw conflict({ key: 'reportApplied', values: { id } });
  if (report.start_processing_at) throw conflict({ key: 'reportProcessing', values: { id } });
  return report;
}

export const reportApply = {
  /**
   * Inside apply's transaction: the report locked, refused unless it may be applied now
   * (DREP-12..14: not applied, valid, no report of its provider processing), with its rows.
   */
  async lockForApply<DB extends ModuleTables<'delivery'>>(
    flowTrx: Kysely<DB> | Transaction<DB>,
    caller: ReportCaller,
    id: number,
  ) {
    const trx = ownTables(flowTrx, 'delivery');
    const report = await lockUnapplied(trx, caller, id);
    if (report.validation_result !== true) throw conflict({ key: 'reportInvalid', values: { id } });
    const processing = await trx
      .selectFrom('delivery_reports')
      .select('id')
      .where('provider_id', '=', report.provider_id)
      .where('start_processing_at', 'is not', null)
      .where('applied_at', 'is', null)
      .executeTakeFirst();
    if (processing) throw conflict({ key: 'providerReportProcessing', values: { id: processing.id } });
    return { report, rows: await reportRows(trx, id) };
  },

  /**
   * Inside apply-and-queue's transaction (decision 1331): the report locked, refused unless not
   * applied, not processing, and valid or with unmatched rows as its only errors.
   */
  async lockForQueue<DB extends ModuleTables<'delivery'>>(
    flowTrx: Kysely<DB> | Transaction<DB>,
    caller: ReportCaller,
    id: number,
  ) {
    const trx = ownTables(flowTrx, 'delivery');
    const report = await lockUnapplied(trx, caller, id);
    if (report.validation_result !== true && !report.queueable) {
      throw conflict({ key: 'reportNotQueueable', values: { id } });
    }
    return { report, rows: await reportRows(trx, id) };
  },

  /** Inside apply's transaction: the report is applied. */
  async markApplied<DB extends ModuleTables<'delivery'>>(
    flowTrx: Kysely<DB> | Transaction<DB>,
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
    if (!report) throw notFound({ key: 'notFoundReport', values: { id } });
    return toReportDto(report);
  },
};
