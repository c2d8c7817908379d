/**
 * Matching a provider report's rows against the provider's orders (decision 1331): a row whose
 * order is missing, another provider's or cannot take the reported status is a row error, and the
 * discrepancy queue keeps why.
 */
import { type ApiReasonKey, type CourierReportRow, type ReportRowError, reportRowError } from '@umbrella/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { RowProblem } from '../../modules/delivery/index.js';
import { orderChanges, REPORTED_STATUS, WITH_COURIER } from '../../modules/orders/index.js';

type MatchOrder = { short_code: string; status: number; delivery_provider_id: number | null };

/** Why a report row's order cannot take the reported status (a row error), or null when it can. */
export function unmatched(
  row: number,
  order: MatchOrder,
  providerId: number,
  status: keyof typeof REPORTED_STATUS,
): ReportRowError | null {
  const value = order.short_code.toUpperCase();
  if (order.delivery_provider_id !== providerId) return reportRowError('orderOtherProvider', { row, value });
  if (order.status !== REPORTED_STATUS[status] && !WITH_COURIER.includes(order.status)) {
    return reportRowError('orderCannotTakeStatus', { row, value, orderStatus: order.status, status });
  }
  return null;
}

/**
 * A row error as the discrepancy queue keeps it and a resolution is refused with it: without its
 * row, as the key of API_REASONS of the same name (the unmatched rows' codes) and its values.
 */
export function problemOf(error: ReportRowError): { key: ApiReasonKey; values: Record<string, string | number> } {
  const { row: _row, ...values } = error.values;
  return { key: error.code as ApiReasonKey, values };
}

/** A row's problem as stored: its English without "Row n: ", its key and values (none when it matched). */
export const rowProblem = (error: ReportRowError | null): RowProblem => {
  if (!error) return { problem: null, problemCode: null, problemValues: null };
  const { key, values } = problemOf(error);
  return { problem: error.message.replace(/^Row \d+: /, ''), problemCode: key, problemValues: values };
};

/**
 * Matches the rows the gateway read against the provider's orders in its region; a row that
 * cannot be matched is a row error, and keeps why (decision 1331).
 */
export async function matchRows(
  db: Kysely<Database>,
  rows: readonly CourierReportRow[],
  providerId: number,
  regionId: string,
) {
  const orders = await orderChanges(db).forCourier(
    rows.map((r) => r.shortCode),
    [regionId],
  );
  const byCode = new Map(orders.map((o) => [o.short_code.toUpperCase(), o]));
  const errors: ReportRowError[] = [];
  const matched = rows.map((row) => {
    const order = byCode.get(row.shortCode);
    const error = order
      ? unmatched(row.row, order, providerId, row.status)
      : reportRowError('orderNotFound', { row: row.row, value: row.shortCode });
    if (error) errors.push(error);
    return { ...row, orderId: order?.id ?? null, ...rowProblem(error) };
  });
  // Every error here is an unmatched row: the report may be kept to queue them (decision 1331).
  return { rows: matched, errors, queueable: errors.length > 0 };
}
