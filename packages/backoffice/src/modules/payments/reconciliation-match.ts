/**
 * Matching a report's rows against the caller's regions' orders and their payments (RECON-15):
 * what it finds is recorded in the spec's error types beside the report.
 */
import type { CreateReconciliationReportBody } from '@umbrella/contract';
import type { ModuleDb } from '../../db/owners.js';
import type { OrdersByCode } from './other-modules.js';
import { type FoundError, ordersInLiveReports, type ReportRowValues } from './reconciliation-repo.js';
import { ordersWithApprovedDocuments } from './repo.js';

/** The report's rows with their orders, and what matching found; read in the report's transaction. */
export async function matchReport(
  trx: ModuleDb<'payments'>,
  ordersByCode: OrdersByCode,
  regionIds: readonly string[],
  body: CreateReconciliationReportBody,
): Promise<{ rows: ReportRowValues[]; found: FoundError[] }> {
  const codes = body.rows.map((r) => r.orderShortCode.trim().toUpperCase());
  const orders = await ordersByCode(codes, regionIds);
  const byCode = new Map(orders.map((o) => [o.short_code.toUpperCase(), o]));
  const ids = orders.map((o) => o.id);
  const [inReports, paidOtherwise] = ids.length
    ? await Promise.all([ordersInLiveReports(trx, ids), ordersWithApprovedDocuments(trx, ids)])
    : [[], []];
  const reported = new Set(inReports.map((r) => r.order_id));
  const paid = new Set(paidOtherwise.map((r) => r.order_id));
  const found: FoundError[] = [];
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
