/**
 * Couriers and orders, across the delivery, orders and workspace modules (DREP-15, DREP-25,
 * DREP-35..39, DREP-45): a provider report is processed in the background (read in a worker,
 * matched against the provider's orders, its error items saved), applied in one transaction (every
 * order's status with its event, the lead following, the report marked applied — all or nothing,
 * once), and a provider is handed its verified orders (they go in Transit).
 */
import { ORDER_STATUS_LABEL, type OrderStatus, type SendOrdersResult } from '@umbrella/contract';
import type { Kysely } from 'kysely';
import { systemClock } from '../../clock.js';
import type { Database } from '../../db/types.js';
import { deliveryReportsFor, parseStatusReportInWorker, type ReportCaller } from '../../modules/delivery/index.js';
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
import { courierDispatch } from '../../platform/courier-dispatch.js';
import { conflict } from '../../platform/http-error.js';
import type { ModuleDeps } from '../../platform/module-deps.js';

type Report = { id: number; provider_id: number; region_id: string; file_key: string };

export function createCourierReports(deps: Pick<ModuleDeps, 'db' | 'config'>, clock = systemClock) {
  const { db } = deps;
  const reports = deliveryReportsFor(deps);
  const workspace = workspaceFor(db);
  const dispatch = courierDispatch(deps.config.courierDispatchUrl);
  const running = new Set<Promise<void>>();

  async function follow(trx: Kysely<Database>, changes: readonly StatusChange[], now: Date) {
    for (const c of changes) if (c.leadId !== null) await workspace.followOrderStatus(trx, c.leadId, c.status, now);
  }

  /** Reads the file and matches its rows against the provider's orders in its region. */
  async function validate(report: Report) {
    const data = await reports.fileOf(report);
    if (!data) return { rows: [], errors: [{ row: null, error: 'The uploaded file is missing' }] };
    const parsed = await parseStatusReportInWorker(data);
    const orders = await findOrdersForCourier(
      db,
      parsed.rows.map((r) => r.shortCode),
      [report.region_id],
    );
    const byCode = new Map(orders.map((o) => [o.short_code.toUpperCase(), o]));
    const errors = [...parsed.errors];
    const rows = parsed.rows.map((row) => {
      const order = byCode.get(row.shortCode);
      if (!order) errors.push({ row: row.row, error: `Row ${row.row}: there is no order ${row.shortCode}` });
      else if (order.delivery_provider_id !== report.provider_id) {
        errors.push({ row: row.row, error: `Row ${row.row}: order ${row.shortCode} is not with this provider` });
      } else if (order.status !== REPORTED_STATUS[row.status] && !WITH_COURIER.includes(order.status)) {
        errors.push({
          row: row.row,
          error: `Row ${row.row}: order ${row.shortCode} is ${ORDER_STATUS_LABEL[order.status as OrderStatus] ?? order.status} and cannot become ${row.status}`,
        });
      }
      return { ...row, orderId: order?.id ?? null };
    });
    errors.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
    return { rows, errors };
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
