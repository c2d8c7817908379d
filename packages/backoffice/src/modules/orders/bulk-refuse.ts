/**
 * Bulk refuse (SEARCH-21..23, SEARCH-37; decision 1123): the orders of the given leads that are
 * in transit (IN_TRANSIT is the Transit status) become Refused, each with a CHANGE_STATUS event,
 * in one transaction. Orders of the caller's regions only; any other status is left as it was
 * and answered as skipped.
 */
import { ORDER_STATUS, type RefuseOrdersResult } from '@umbrella/contract';
import type { Clock } from '../../clock.js';
import type { ModuleDb } from '../../db/owners.js';
import { recordAudit } from '../../platform/audit/record.js';
import type { Caller } from '../../platform/caller.js';
import { recordOrderEvent } from './repo.js';

export async function refuseLeadOrders(
  db: ModuleDb<'orders'>,
  clock: Clock,
  caller: Pick<Caller, 'accountId' | 'regionIds' | 'email' | 'requestId'>,
  leadIds: readonly number[],
): Promise<RefuseOrdersResult> {
  if (!caller.regionIds.length) return { refused: [], skipped: [] };
  const at = clock.now();
  return db.transaction().execute(async (trx) => {
    const orders = await trx
      .selectFrom('orders')
      .select(['id', 'short_code', 'status', 'region_id'])
      .where('lead_id', 'in', leadIds)
      .where('region_id', 'in', caller.regionIds)
      .orderBy('id')
      .forUpdate()
      .execute();
    const result: RefuseOrdersResult = { refused: [], skipped: [] };
    for (const order of orders) {
      if (order.status !== ORDER_STATUS.TRANSIT) {
        result.skipped.push({ id: order.id, shortCode: order.short_code, status: order.status });
        continue;
      }
      await trx
        .updateTable('orders')
        .set({ status: ORDER_STATUS.REFUSED, updated_at: at, updated_by: caller.accountId })
        .where('id', '=', order.id)
        .execute();
      await recordOrderEvent(trx, {
        orderId: order.id,
        accountId: caller.accountId,
        action: 'CHANGE_STATUS',
        status: ORDER_STATUS.REFUSED,
        at,
        details: { from: order.status, reason: 'REFUSED' },
      });
      await recordAudit(trx, caller, {
        action: 'ORDER_REFUSED',
        targetType: 'order',
        targetId: order.id,
        regionIds: [order.region_id],
        details: { shortCode: order.short_code, from: order.status },
      });
      result.refused.push({ id: order.id, shortCode: order.short_code });
    }
    return result;
  });
}
