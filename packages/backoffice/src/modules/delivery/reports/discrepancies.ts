/**
 * The discrepancy queue (decision 1331): report rows that could not be matched (no such
 * order, another provider's, an order that can no longer take the reported status) wait here once
 * their report's matched rows were applied; an operator resolves each once — by the right order or
 * by ignoring it — with a comment, and who and when are kept.
 */

import type { DeliveryDiscrepancyDto } from '@umbrella/contract';
import type { Kysely, Transaction } from 'kysely';
import { type ModuleDb, type ModuleTables, ownTables } from '../../../db/owners.js';
import type { Database } from '../../../db/types.js';
import { conflict } from '../../../platform/http-error.js';
import { foundInRegions } from '../../../platform/region-scope.js';
import { accountLookup } from '../../accounts/index.js';
import type { ReportCaller } from './service.js';

const RESOLVED_SHOWN = 100;

const COLUMNS = [
  'd.id',
  'd.report_id',
  'd.provider_id',
  'd.region_id',
  'r.file_name',
  'd.row_number',
  'd.short_code',
  'd.status',
  'd.problem',
  'd.problem_code',
  'd.problem_values',
  'd.created_at',
  'd.resolution',
  'd.resolved_short_code',
  'd.comment',
  'd.resolved_by_name',
  'd.resolved_at',
] as const;

const selectDiscrepancies = (db: ModuleDb<'delivery'>) =>
  db
    .selectFrom('delivery_discrepancies as d')
    .innerJoin('delivery_reports as r', 'r.id', 'd.report_id')
    .select(COLUMNS);
type DiscrepancyRecord = Awaited<ReturnType<ReturnType<typeof selectDiscrepancies>['executeTakeFirstOrThrow']>>;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
function toDto(d: DiscrepancyRecord): DeliveryDiscrepancyDto {
  return {
    id: d.id,
    reportId: d.report_id,
    providerId: d.provider_id,
    fileName: d.file_name,
    rowNumber: d.row_number,
    shortCode: d.short_code,
    status: d.status,
    problem: d.problem,
    problemCode: d.problem_code,
    problemValues: d.problem_values,
    createdAt: new Date(d.created_at).toISOString(),
    resolution: d.resolution,
    resolvedShortCode: d.resolved_short_code,
    comment: d.comment,
    resolvedBy: d.resolved_by_name,
    resolvedAt: iso(d.resolved_at),
  };
}

export function createDiscrepancies({ db: appDb }: { db: Kysely<Database> }) {
  const db = ownTables(appDb, 'delivery');
  return {
    /** A provider's open discrepancies (oldest first), or its last resolved ones (newest first). */
    async list(caller: ReportCaller, providerId: number, state: 'open' | 'resolved' = 'open') {
      const query = selectDiscrepancies(db)
        .where('d.provider_id', '=', providerId)
        .where('d.region_id', 'in', caller.regionIds.length ? [...caller.regionIds] : ['']);
      const rows =
        state === 'open'
          ? await query.where('d.resolved_at', 'is', null).orderBy('d.id').execute()
          : await query
              .where('d.resolved_at', 'is not', null)
              .orderBy('d.resolved_at', 'desc')
              .orderBy('d.id', 'desc')
              .limit(RESOLVED_SHOWN)
              .execute();
      return rows.map(toDto);
    },

    /** Inside apply-and-queue's transaction: the unmatched rows join the queue. */
    async enqueue<DB extends ModuleTables<'delivery'>>(
      flowTrx: Kysely<DB> | Transaction<DB>,
      report: { id: number; provider_id: number; region_id: string },
      rows: readonly {
        row_number: number;
        short_code: string;
        status: 'DELIVERED' | 'REFUSED';
        problem: string;
        problem_code: string | null;
        problem_values: Record<string, string | number> | null;
      }[],
    ) {
      const trx = ownTables(flowTrx, 'delivery');
      if (!rows.length) return;
      await trx
        .insertInto('delivery_discrepancies')
        .values(
          rows.map((r) => ({
            report_id: report.id,
            provider_id: report.provider_id,
            region_id: report.region_id,
            row_number: r.row_number,
            short_code: r.short_code,
            status: r.status,
            problem: r.problem,
            problem_code: r.problem_code,
            problem_values: r.problem_values && JSON.stringify(r.problem_values),
          })),
        )
        .execute();
    },

    /** Inside a resolution's transaction: the discrepancy locked, refused when already resolved. */
    async lockOpen<DB extends ModuleTables<'delivery'>>(
      flowTrx: Kysely<DB> | Transaction<DB>,
      caller: ReportCaller,
      id: number,
    ) {
      const trx = ownTables(flowTrx, 'delivery');
      const row = await trx
        .selectFrom('delivery_discrepancies')
        .select(['id', 'report_id', 'provider_id', 'region_id', 'status', 'resolved_at'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      const found = foundInRegions(caller, row, (d) => d.region_id, { key: 'notFoundDiscrepancy', values: { id } });
      if (found.resolved_at) throw conflict({ key: 'discrepancyResolved', values: { id } });
      return found;
    },

    /** Inside a resolution's transaction: the resolution with who and when. */
    /** Also names who resolved it, through the accounts' lookup in the same transaction. */
    async markResolved<DB extends ModuleTables<'delivery' | 'accounts'>>(
      flowTrx: Kysely<DB> | Transaction<DB>,
      caller: ReportCaller,
      id: number,
      resolution: {
        resolution: 'APPLIED' | 'IGNORED';
        orderId: number | null;
        shortCode: string | null;
        comment: string;
      },
      at: Date,
    ): Promise<DeliveryDiscrepancyDto> {
      const trx = ownTables(flowTrx, 'delivery');
      await trx
        .updateTable('delivery_discrepancies')
        .set({
          resolution: resolution.resolution,
          resolved_order_id: resolution.orderId,
          resolved_short_code: resolution.shortCode,
          comment: resolution.comment,
          resolved_by: caller.accountId,
          resolved_by_name: (await accountLookup(flowTrx).displayName(caller.accountId)) ?? String(caller.accountId),
          resolved_at: at,
        })
        .where('id', '=', id)
        .execute();
      return toDto(await selectDiscrepancies(trx).where('d.id', '=', id).executeTakeFirstOrThrow());
    },
  };
}

export type Discrepancies = ReturnType<typeof createDiscrepancies>;
