/**
 * What couriers do to orders: handing a provider its verified orders (they go in Transit,
 * DREP-35..39, DREP-45) and a provider report's delivery statuses (Delivered or Refused, DREP-15).
 * Each runs inside the transaction a flow opens, locks the orders in id order, refuses an order
 * that is no longer where the report found it (all or nothing), and writes a CHANGE_STATUS event
 * beside every change — the events the orders desk writes.
 */
import { ORDER_STATUS } from '@umbrella/contract';
import type { ModuleDb } from '../../db/owners.js';
import type { Caller } from '../../platform/caller.js';
import { conflict } from '../../platform/http-error.js';
import { recordOrderEvent, updateOrder } from './repo.js';
import type { StatusChange } from './status-actions.js';

type CourierCaller = Pick<Caller, 'accountId' | 'regionIds'>;

/** The statuses an order is with a courier in: a report may mark it Delivered or Refused from these. */
export const WITH_COURIER: readonly number[] = [ORDER_STATUS.TRANSIT, ORDER_STATUS.SCHEDULED, ORDER_STATUS.ON_THE_WAY];
export const REPORTED_STATUS = { DELIVERED: ORDER_STATUS.DELIVERED, REFUSED: ORDER_STATUS.REFUSED } as const;

/** Orders by short code in the caller's regions, with what a report checks of them. */
export async function findOrdersForCourier(
  db: ModuleDb<'orders'>,
  codes: readonly string[],
  regionIds: readonly string[],
) {
  if (!codes.length || !regionIds.length) return [];
  const found = [];
  for (let i = 0; i < codes.length; i += 1000) {
    found.push(
      ...(await db
        .selectFrom('orders')
        .select(['id', 'short_code', 'status', 'delivery_provider_id', 'region_id'])
        .where((eb) => eb(eb.fn('upper', ['short_code']), 'in', codes.slice(i, i + 1000)))
        .where('region_id', 'in', [...regionIds])
        .execute()),
    );
  }
  return found;
}

/** A report's statuses onto its orders (DREP-15): an order already in the reported status is left as it is. */
export async function setReportedStatuses(
  trx: ModuleDb<'orders'>,
  caller: CourierCaller,
  rows: readonly { orderId: number; status: keyof typeof REPORTED_STATUS }[],
  details: Record<string, unknown>,
  now: Date,
): Promise<{ changes: StatusChange[]; unchanged: number }> {
  const changes: StatusChange[] = [];
  let unchanged = 0;
  for (const row of [...rows].sort((a, b) => a.orderId - b.orderId)) {
    const order = await trx
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', row.orderId)
      .where('region_id', 'in', [...caller.regionIds])
      .forUpdate()
      .executeTakeFirst();
    if (!order) throw conflict({ key: 'orderLeftYourRegions', values: { id: row.orderId } });
    const status = REPORTED_STATUS[row.status];
    if (order.status === status) {
      unchanged += 1;
      continue;
    }
    if (!WITH_COURIER.includes(order.status)) {
      throw conflict({
        key: 'orderNoLongerTakesStatus',
        values: { value: order.short_code, orderStatus: order.status, status: row.status },
      });
    }
    await updateOrder(trx, order.id, { status, final_at: now, updated_at: now, updated_by: caller.accountId });
    await recordOrderEvent(trx, {
      orderId: order.id,
      accountId: caller.accountId,
      action: 'CHANGE_STATUS',
      status,
      at: now,
      details: { from: order.status, to: status, ...details },
    });
    changes.push({
      orderId: order.id,
      leadId: order.lead_id,
      shortCode: order.short_code,
      regionId: order.region_id,
      from: order.status,
      status,
    });
  }
  return { changes, unchanged };
}

/** A provider's verified orders of the caller's regions, locked: what a send hands over. */
export async function lockVerifiedOrdersOf(trx: ModuleDb<'orders'>, caller: CourierCaller, providerId: number) {
  if (!caller.regionIds.length) return [];
  return trx
    .selectFrom('orders')
    .selectAll()
    .where('delivery_provider_id', '=', providerId)
    .where('status', '=', ORDER_STATUS.VERIFIED)
    .where('region_id', 'in', [...caller.regionIds])
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** The handed-over orders go in Transit, each with its event. */
export async function markInTransit(
  trx: ModuleDb<'orders'>,
  caller: CourierCaller,
  orders: readonly { id: number; lead_id: number | null; short_code: string; region_id: string; status: number }[],
  details: Record<string, unknown>,
  now: Date,
): Promise<StatusChange[]> {
  const changes: StatusChange[] = [];
  for (const order of orders) {
    await updateOrder(trx, order.id, { status: ORDER_STATUS.TRANSIT, updated_at: now, updated_by: caller.accountId });
    await recordOrderEvent(trx, {
      orderId: order.id,
      accountId: caller.accountId,
      action: 'CHANGE_STATUS',
      status: ORDER_STATUS.TRANSIT,
      at: now,
      details: { from: order.status, to: ORDER_STATUS.TRANSIT, ...details },
    });
    changes.push({
      orderId: order.id,
      leadId: order.lead_id,
      shortCode: order.short_code,
      regionId: order.region_id,
      from: order.status,
      status: ORDER_STATUS.TRANSIT,
    });
  }
  return changes;
}
