/**
 * The orders desk's status changes across two modules in one transaction (ORDER-14..26): the
 * orders module checks and changes the order and writes its event, and the workspace hands the
 * order's lead the new status, so the lead page and the order never disagree.
 */
import type { CancelOrderBody, LeadHistoryEntry, OrderStatusChanged } from '@umbrella/contract';
import type { Kysely } from 'kysely';
import { systemClock } from '../../clock.js';
import type { Database } from '../../db/types.js';
import { type OrderCaller, orderChanges, orderLookup, type StatusChange } from '../../modules/orders/index.js';
import { listExecutions, listLeadLogs, workspaceFor } from '../../modules/workspace/index.js';
import { type AuditActor, recordAudit } from '../../platform/audit/record.js';
import { leadHistoryEntries } from '../lead-details/index.js';

type DeskCaller = OrderCaller & AuditActor;
type Change = (trx: Kysely<Database>, now: Date) => Promise<StatusChange | StatusChange[]>;

export function createOrderDesk(db: Kysely<Database>, clock = systemClock) {
  const workspace = workspaceFor(db);
  const orders = orderLookup(db);

  async function run(actor: AuditActor, change: Change): Promise<OrderStatusChanged> {
    const now = clock.now();
    const changes = await db.transaction().execute(async (trx) => {
      const done = [await change(trx, now)].flat();
      for (const c of done) if (c.leadId !== null) await workspace.followOrderStatus(trx, c.leadId, c.status, now);
      await recordAudit(
        trx,
        actor,
        done.map((c) => ({
          action: 'ORDER_STATUS_CHANGED',
          targetType: 'order',
          targetId: c.orderId,
          regionIds: [c.regionId],
          details: { shortCode: c.shortCode, from: c.from, to: c.status },
        })),
      );
      return done;
    });
    return { orders: changes.map((c) => ({ id: c.orderId, short_code: c.shortCode, from: c.from, status: c.status })) };
  }

  return {
    /** The order's lead's events (ORDER-53): its tasks' work and its action log; the order's own events have their table. */
    async leadEvents(caller: OrderCaller, orderId: number): Promise<LeadHistoryEntry[]> {
      const order = await orders.readable(caller, orderId);
      if (order.lead_id === null) return [];
      const [executions, logs] = await Promise.all([
        listExecutions(db, { lead_id: order.lead_id, order_id: null, id: 0 }),
        listLeadLogs(db, order.lead_id),
      ]);
      return leadHistoryEntries(executions, logs, []);
    },
    cancel: (caller: DeskCaller, orderId: number, body: CancelOrderBody) =>
      run(caller, (trx, now) => orderChanges(trx).cancel(caller, orderId, body, now)),
    verify: (caller: DeskCaller, ids: readonly number[]) =>
      run(caller, (trx, now) => orderChanges(trx).verify(caller, ids, now)),
    revert: (caller: DeskCaller, orderId: number, comment: string | undefined) =>
      run(caller, (trx, now) => orderChanges(trx).revert(caller, orderId, comment, now)),
  };
}
