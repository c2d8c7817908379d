/**
 * Couriers and orders, across the delivery, orders and workspace modules (DREP-15, DREP-25,
 * DREP-35..39, DREP-45): the rows of a provider report the gateway read are matched against the
 * provider's orders before anything is stored (decision 1832) and the report is stored validated
 * with them; a report is applied in one transaction (every order's status with its event, the lead
 * following, the report marked applied — all or nothing, once), and a provider is handed its
 * verified orders (they go in Transit). Beyond the spec: the matched rows may be applied with the
 * rest queued, and each queued row is resolved once.
 */
import type {
  CheckCourierReportBody,
  CourierReportCheck,
  ProcessUploadedReportBody,
  SendOrdersResult,
} from '@umbrella/contract';
import type { Kysely } from 'kysely';
import { systemClock } from '../../clock.js';
import type { Database } from '../../db/types.js';
import {
  courierDispatch,
  createDiscrepancies,
  deliveryReportsFor,
  type ReportCaller,
} from '../../modules/delivery/index.js';
import { orderChanges, type StatusChange } from '../../modules/orders/index.js';
import { workspaceFor } from '../../modules/workspace/index.js';
import { conflict } from '../../platform/http-error.js';
import type { ModuleDeps } from '../../platform/module-deps.js';
import { createReportApplying } from './report-applying.js';
import { matchRows } from './report-matching.js';

export function createCourierReports(deps: Pick<ModuleDeps, 'db' | 'config'>, clock = systemClock) {
  const { db } = deps;
  const reports = deliveryReportsFor(deps);
  const discrepancies = createDiscrepancies({ db });
  const workspace = workspaceFor(db);
  const dispatch = courierDispatch(deps.config.courierDispatchUrl);

  async function follow(trx: Kysely<Database>, changes: readonly StatusChange[], now: Date) {
    for (const c of changes) if (c.leadId !== null) await workspace.followOrderStatus(trx, c.leadId, c.status, now);
  }

  return {
    /** The rows' errors against the orders, before anything is stored (decision 1832). */
    async check(caller: ReportCaller, body: CheckCourierReportBody): Promise<CourierReportCheck> {
      const provider = await reports.visibleProvider(caller, body.providerId);
      const { errors, queueable } = await matchRows(db, body.rows, provider.id, provider.region_id);
      return { errors, queueable };
    },

    /**
     * processUploadedReport (DREP-25): the report is stored with its rows matched now, Valid, or a
     * Validation Error when the caller keeps a report whose only errors are unmatched rows
     * (decision 1832); the same link again answers it again. Rows that stopped matching since the
     * gateway's check refuse it (409), unless it is kept.
     */
    async processUploaded(caller: ReportCaller, body: ProcessUploadedReportBody) {
      return reports.start(caller, body, async (regionId) => {
        const result = await matchRows(db, body.rows, body.providerId, regionId);
        if (result.errors.length && !body.keepUnmatched) {
          throw conflict({ key: 'reportHasRowErrors', values: { rows: result.errors.length } });
        }
        return result;
      });
    },

    ...createReportApplying({ db, clock, reports, discrepancies, follow }),

    /** sendOrdersTo… and the couriers trigger (DREP-39, DREP-45): the provider's verified orders go to it and in Transit. */
    async handOver(caller: ReportCaller, providerId: number): Promise<SendOrdersResult> {
      const provider = await reports.visibleProvider(caller, providerId);
      const now = clock.now();
      return db.transaction().execute(async (trx) => {
        const orders = await orderChanges(trx).lockVerifiedOf(caller, provider.id);
        if (!orders.length) return { sent: 0, shortCodes: [] };
        await dispatch.send(
          trx,
          provider,
          orders.map((o) => ({ id: o.id, shortCode: o.short_code, fullName: o.full_name, phone: o.phone })),
          caller.accountId,
        );
        const changes = await orderChanges(trx).markInTransit(caller, orders, { sentTo: provider.code }, now);
        await follow(trx, changes, now);
        return { sent: changes.length, shortCodes: changes.map((c) => c.shortCode) };
      });
    },
  };
}

export type CourierReports = ReturnType<typeof createCourierReports>;
