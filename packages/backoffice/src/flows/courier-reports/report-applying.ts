/**
 * Applying a provider report to the orders, each in one transaction (DREP-15, decision 1331):
 * the whole report (all or nothing, once), the matched rows with the rest queued, and one queued
 * row resolved, once. Every changed order carries its lead along.
 */
import { type ResolveDiscrepancyBody, reportRowError } from '@umbrella/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/types.js';
import type { createDiscrepancies, DeliveryReports, ReportCaller } from '../../modules/delivery/index.js';
import { orderChanges, type StatusChange } from '../../modules/orders/index.js';
import { conflict, invalid, invalidReason } from '../../platform/http-error.js';
import { problemOf, rowProblem, unmatched } from './report-matching.js';

type Follow = (trx: Kysely<Database>, changes: readonly StatusChange[], now: Date) => Promise<void>;

export function createReportApplying({
  db,
  clock,
  reports,
  discrepancies,
  follow,
}: {
  db: Kysely<Database>;
  clock: Clock;
  reports: DeliveryReports;
  discrepancies: ReturnType<typeof createDiscrepancies>;
  follow: Follow;
}) {
  /** The rows' orders take their reported statuses, and their leads follow. */
  async function takeStatuses(
    trx: Parameters<Follow>[0],
    caller: ReportCaller,
    report: { id: number; provider_id: number },
    rows: readonly { order_id: number | null; status: 'DELIVERED' | 'REFUSED' }[],
    now: Date,
  ) {
    const taken = await orderChanges(trx).setReportedStatuses(
      caller,
      rows.map((r) => ({ orderId: r.order_id as number, status: r.status })),
      { reportId: report.id, providerId: report.provider_id },
      now,
    );
    await follow(trx, taken.changes, now);
    return taken;
  }

  return {
    /** applyReport(id) (DREP-15): all or nothing, and only once. */
    async apply(caller: ReportCaller, id: number) {
      const now = clock.now();
      return db.transaction().execute(async (trx) => {
        const { report, rows } = await reports.lockForApply(trx, caller, id);
        const missing = rows.find((r) => r.order_id === null);
        if (missing) throw conflict({ key: 'orderNoLongerExists', values: { value: missing.short_code } });
        const { changes, unchanged } = await takeStatuses(trx, caller, report, rows, now);
        return { report: await reports.markApplied(trx, caller, id, now), changed: changes.length, unchanged };
      });
    },

    /**
     * Applies the matched rows and queues the rest (decision 1331), in one transaction: each
     * matched order takes its status (refused whole if one can no longer), the unmatched rows join
     * the discrepancy queue, the report is applied.
     */
    async applyAndQueue(caller: ReportCaller, id: number) {
      const now = clock.now();
      return db.transaction().execute(async (trx) => {
        const { report, rows } = await reports.lockForQueue(trx, caller, id);
        const matched = rows.filter((r) => r.problem === null && r.order_id !== null);
        const { changes, unchanged } = await takeStatuses(trx, caller, report, matched, now);
        const queued = rows
          .filter((r) => !matched.includes(r))
          .map((r) => {
            if (r.problem !== null) return { ...r, problem: r.problem };
            // A matched row whose order went since the report was checked.
            const gone = rowProblem(reportRowError('orderNotFound', { row: r.row_number, value: r.short_code }));
            return {
              ...r,
              problem: gone.problem as string,
              problem_code: gone.problemCode,
              problem_values: gone.problemValues,
            };
          });
        await discrepancies.enqueue(trx, report, queued);
        return {
          report: await reports.markApplied(trx, caller, id, now),
          changed: changes.length,
          unchanged,
          queued: queued.length,
        };
      });
    },

    /**
     * Resolves one discrepancy, once (decision 1331): APPLY gives the right order (by its short
     * code, the provider's, in the region) the reported status with its event; IGNORE changes no
     * order. Both keep the comment, who and when. One transaction: the discrepancy is locked first.
     */
    async resolve(caller: ReportCaller, id: number, body: ResolveDiscrepancyBody) {
      const now = clock.now();
      if (body.resolution === 'APPLY' && !body.shortCode) throw invalid('shortCode', 'is required to apply');
      return db.transaction().execute(async (trx) => {
        const item = await discrepancies.lockOpen(trx, caller, id);
        if (body.resolution === 'IGNORE') {
          return discrepancies.markResolved(
            trx,
            caller,
            id,
            { resolution: 'IGNORED', orderId: null, shortCode: null, comment: body.comment },
            now,
          );
        }
        const code = (body.shortCode as string).toUpperCase();
        const [order] = await orderChanges(trx).forCourier([code], [item.region_id]);
        if (!order)
          throw invalidReason('shortCode', problemOf(reportRowError('orderNotFound', { row: 0, value: code })));
        const problem = unmatched(0, order, item.provider_id, item.status);
        if (problem) throw invalidReason('shortCode', problemOf(problem));
        const { changes } = await orderChanges(trx).setReportedStatuses(
          caller,
          [{ orderId: order.id, status: item.status }],
          { reportId: item.report_id, providerId: item.provider_id, discrepancyId: item.id },
          now,
        );
        await follow(trx, changes, now);
        return discrepancies.markResolved(
          trx,
          caller,
          id,
          { resolution: 'APPLIED', orderId: order.id, shortCode: code, comment: body.comment },
          now,
        );
      });
    },
  };
}
