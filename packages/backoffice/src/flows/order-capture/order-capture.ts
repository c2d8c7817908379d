/**
 * Order capture across two modules in one transaction (ONEW-104..106, TASK-17/18): the orders
 * module writes the order, its items, events and message, and the workspace closes the agent's
 * task and hands the lead the order's status. Checks and pricing run before the transaction,
 * the answer after it. A blacklisted phone produces no new order.
 */
import type { CreateOrderBody, OrderSaved } from '@umbrella/contract';
import type { FastifyBaseLogger } from 'fastify';
import { systemClock } from '../../clock.js';
import {
  createOrderService,
  type OrderCaller,
  type UpdateBody,
  type UpdateMode,
  withUnusedShortCode,
} from '../../modules/orders/index.js';
import { blacklistedPhone, workspaceFor } from '../../modules/workspace/index.js';
import { floorChanged } from '../../platform/floor-changes.js';
import { configuredTransports } from '../../platform/messaging/configured-transports.js';
import type { ModuleDeps } from '../../platform/module-deps.js';

export function createOrderCapture(deps: Pick<ModuleDeps, 'db' | 'config'> & { logger?: FastifyBaseLogger }) {
  const { db } = deps;
  const orders = createOrderService({
    db,
    clock: systemClock,
    publicUrl: deps.config.publicUrl,
    transport: configuredTransports(deps.config.messaging).messages,
    logger: deps.logger,
  });
  const workspace = workspaceFor(db);

  return {
    /** Create in approve mode, or re-create from originalOrderId (ONEW-104, ONEW-120, ONEW-121). */
    async create(caller: OrderCaller, body: CreateOrderBody, key: string | undefined): Promise<OrderSaved> {
      try {
        const draft = await orders.draftCreate(caller, body, key);
        if (draft.prepared.phoneBlacklisted) throw blacklistedPhone();
        const created = await withUnusedShortCode(draft, () =>
          db.transaction().execute(async (trx) => {
            const written = await orders.writeCreated(trx, draft);
            if (written) await workspace.approveOrder(trx, caller, written);
            return written;
          }),
        );
        floorChanged(db, caller.regionIds);
        return orders.finishCreated(draft, created);
      } catch (refusal) {
        return orders.replayOfRefused(caller, body, key, refusal);
      }
    },

    /** Change-order update (ONEW-107), approve from a call-back task (ONEW-105), recall approval (ONEW-106). */
    async applyToExisting(
      caller: OrderCaller,
      mode: UpdateMode,
      orderId: number,
      body: UpdateBody,
      key: string | undefined,
    ): Promise<OrderSaved> {
      const step = await orders.draftUpdate(caller, mode, orderId, body, key);
      if ('replay' in step) return step.replay;
      await db.transaction().execute(async (trx) => {
        const approval = await orders.writeUpdate(trx, step.draft);
        if (approval) await workspace.approveOrder(trx, caller, approval);
      });
      floorChanged(db, caller.regionIds);
      return orders.finishUpdate(step.draft);
    },
  };
}
