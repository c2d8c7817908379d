/**
 * Couriers and orders, across the delivery, orders and workspace modules (DREP-15, DREP-25,
 * DREP-35..39, DREP-45): a provider report is processed in the background (read in a worker,
 * matched against the provider's orders, its error items saved), applied in one transaction (every
 * order's status with its event, the lead following, the report marked applied — all or nothing,
 * once), and a provider is handed its verified orders (they go in Transit). Beyond the spec:
 * a provider's column mapping is saved and the report read again with it, the matched
 * rows may be applied with the rest queued, and each queued row is resolved once.
 */
import {
  type DeliveryReportMappingBody,
  ORDER_STATUS_LABEL,
  type OrderStatus,
  type ResolveDiscrepancyBody,
  type SendOrdersResult,
} from '@umbrella/contract';
import type { Kysely } from 'kysely';
import { systemClock } from '../../clock.js';
import type { Database } from '../../db/types.js';
import {
  courierDispatch,
  createDiscrepancies,
  deliveryReportsFor,
  parseStatusReportInWorker,
  type ReportCaller,
  toReportDto,
} from '../../modules/delivery/index.js';
import {
  findOrdersForCourier,
  lockVerifiedOrdersOf,
  markInTransit,
  REPORTED_STATUS,
  type StatusChange,
  setReportedStatuses,
  WITH_COURIER,
} from '../../modules/orders/index.js';
import { workspaceFor } from '../../modules/workspace/index.js';
import { conflict, invalid } from '../../platform/http-error.js';
import type { ModuleDeps } from '../../platform/module-deps.js';

type Report = { id: number; provider_id: number; region_id: string; file_key: string };

/** Why a report row's order cannot take the reported status, or null when it can. */
function unmatched(
  order: { short_code: string; status: number; delivery_provider_id: number | null },
  providerId: number,
  status: keyof typeof REPORTED_STATUS,
): string | null {
  const code = order.short_code.toUpperCase();
  if (order.delivery_provider_id !== providerId) return `order ${code} is not with this provider`;
  if (order.status !== REPORTED_STATUS[status] && !WITH_COURIER.includes(order.status)) {
    return `order ${code} is ${ORDER_STATUS_LABEL[order.status as OrderStatus] ?? order.status} and cannot become ${status}`;
  }
  return null;
}

export function createCourierReports(deps: Pick<ModuleDeps, 'db' | 'config'>, clock = systemClock) {
  const { db } = deps;
  const reports = deliveryReportsFor(deps);
  const discrepancies = createDiscrepancies({ db });
  const workspace = workspaceFor(db);
  const dispatch = courierDispatch(deps.config.courierDispatchUrl);
  const running = new Set<Promise<void>>();

  async function follow(trx: Kysely<Database>, changes: readonly StatusChange[], now: Date) {
    for (const c of changes) if (c.leadId !== null) await workspace.followOrderStatus(trx, c.leadId, c.status, now);
  }

  /**
   * Reads the file (with its provider's saved mappings) and matches its rows against the
   * provider's orders in its region; a row that cannot be matched keeps why (decision 1331).
   */
  async function validate(report: Report) {
    const data = await reports.fileOf(report);
    if (!data) return { rows: [], errors: [{ row: null, error: 'The uploaded file is missing' }] };
    const parsed = await parseStatusReportInWorker(data, await reports.mappingsOf(report.provider_id));
    if (parsed.headers) return { rows: [], errors: parsed.errors, headers: parsed.headers };
    const orders = await findOrdersForCourier(
      db,
      parsed.rows.map((r) => r.shortCode),
      [report.region_id],
    );
    const byCode = new Map(orders.map((o) => [o.short_code.toUpperCase(), o]));
    const errors = [...parsed.errors];
    const rows = parsed.rows.map((row) => {
      const order = byCode.get(row.shortCode);
      const problem = order ? unmatched(order, report.provider_id, row.status) : `there is no order ${row.shortCode}`;
      if (problem) errors.push({ row: row.row, error: `Row ${row.row}: ${problem}` });
      return { ...row, orderId: order?.id ?? null, problem };
    });
    errors.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
    return { rows, errors, queueable: parsed.errors.length === 0 && errors.length > 0 };
  }

  async function process(report: Report): Promise<void> {
    let result: Awaited<ReturnType<typeof validate>>;
    try {
      result = await validate(report);
    } catch (error) {
      result = {
        rows: [],
        errors: [{ row: null, error: `The report could not be processed: ${(error as Error).message}` }],
      };
    }
    await reports.finishProcessing(report.id, result);
  }

  /** Processing runs after the answer; the app waits for it before closing. */
  function schedule(report: Report) {
    const job: Promise<void> = process(report)
      .catch(() => undefined)
      .finally(() => running.delete(job));
    running.add(job);
  }

  return {
    /** processUploadedReport (DREP-25): the report is answered at once, Processing; the same link again answers it again. */
    async processUploaded(caller: ReportCaller, body: Parameters<typeof reports.start>[1]) {
      const { report, created } = await reports.start(caller, body);
      if (created) {
        const record = await reports.findReport(report.id);
        if (record) schedule(record);
      }
      return { report, created };
    },

    /** Reports whose processing a restart interrupted start again. */
    async resumeUnfinished() {
      for (const report of await reports.unfinishedReports()) schedule(report);
    },

    /** Saves a report's column mapping for its provider and reads the report again with it (decision 1332). */
    async saveMapping(caller: ReportCaller, id: number, body: DeliveryReportMappingBody) {
      const record = await reports.saveMapping(caller, id, body);
      schedule(record);
      return toReportDto(record);
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
        const { changes, unchanged } = await setReportedStatuses(
          trx,
          caller,
          matched.map((r) => ({ orderId: r.order_id as number, status: r.status })),
          { reportId: report.id, providerId: report.provider_id },
          now,
        );
        await follow(trx, changes, now);
        const queued = rows
          .filter((r) => !matched.includes(r))
          .map((r) => ({ ...r, problem: r.problem ?? `order ${r.short_code} no longer exists` }));
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
        const [order] = await findOrdersForCourier(trx, [code], [item.region_id]);
        if (!order) throw invalid('shortCode', `there is no order ${code}`);
        const problem = unmatched(order, item.provider_id, item.status);
        if (problem) throw invalid('shortCode', problem);
        const { changes } = await setReportedStatuses(
          trx,
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

    /** Waits for the background processing under way (closing, tests). */
    async settle() {
      while (running.size) await Promise.allSettled([...running]);
    },

    /** applyReport(id) (DREP-15): all or nothing, and only once. */
    async apply(caller: ReportCaller, id: number) {
      const now = clock.now();
      return db.transaction().execute(async (trx) => {
        const { report, rows } = await reports.lockForApply(trx, caller, id);
        const missing = rows.find((r) => r.order_id === null);
        if (missing) throw conflict(`Order ${missing.short_code} no longer exists`);
        const { changes, unchanged } = await setReportedStatuses(
          trx,
          caller,
          rows.map((r) => ({ orderId: r.order_id as number, status: r.status })),
          { reportId: report.id, providerId: report.provider_id },
          now,
        );
        await follow(trx, changes, now);
        return { report: await reports.markApplied(trx, caller, id, now), changed: changes.length, unchanged };
      });
    },

    /** sendOrdersTo… and the couriers trigger (DREP-39, DREP-45): the provider's verified orders go to it and in Transit. */
    async handOver(caller: ReportCaller, providerId: number): Promise<SendOrdersResult> {
      const provider = await reports.visibleProvider(caller, providerId);
      const now = clock.now();
      return db.transaction().execute(async (trx) => {
        const orders = await lockVerifiedOrdersOf(trx, caller, provider.id);
        if (!orders.length) return { sent: 0, shortCodes: [] };
        await dispatch.send(
          trx,
          provider,
          orders.map((o) => ({ id: o.id, shortCode: o.short_code, fullName: o.full_name, phone: o.phone })),
          caller.accountId,
        );
        const changes = await markInTransit(trx, caller, orders, { sentTo: provider.code }, now);
        await follow(trx, changes, now);
        return { sent: changes.length, shortCodes: changes.map((c) => c.shortCode) };
      });
    },
  };
}

export type CourierReports = ReturnType<typeof createCourierReports>;
