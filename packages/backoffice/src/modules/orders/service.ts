/**
 * The orders module's service: the draft, write and finish steps of order capture (create,
 * change-order update, call-back and recall approval) that flows/order-capture runs around its
 * transaction, the phone change and reveal, and the reads (order, events, outbox messages).
 * Leads and who works them are the workspace's: read through its lookup.
 */

import {
  type CreateOrderBody,
  findRegion,
  type OrderDto,
  type OrderEventDto,
  type OutboxMessageDto,
  type PhoneReveal,
} from '@umbrella/contract';
import type { Kysely, Transaction } from 'kysely';
import { type ModuleDb, type ModuleTables, ownTables, type ReachesEveryTable, wholeHandle } from '../../db/owners.js';
import type { AuditActor } from '../../platform/audit/record.js';
import { forbidden, invalidField, notFound } from '../../platform/http-error.js';
import { visiblePhone } from '../../platform/phone-mask.js';
import { foundInRegions, scopedRegionIds } from '../../platform/region-scope.js';
import type { accountNames } from '../accounts/index.js';
import { type OrderCaller, type OrderServiceDeps, orderContext, readableOrder, savedOrder } from './answers.js';
import {
  type CreateDraft,
  type CreatedOrder,
  draftCreate,
  finishCreated,
  replayOfRefused,
  writeCreated,
} from './create-order.js';
import { deliverDueMessages } from './messages.js';
import { findOrder, listOrderEvents, lockOrder, recordOrderEvent, updateOrder } from './repo.js';
import {
  draftUpdate,
  finishUpdate,
  type UpdateBody,
  type UpdateDraft,
  type UpdateMode,
  writeUpdate,
} from './update-order.js';

export type { OrderCaller, OrderServiceDeps } from './answers.js';
export type { CreateDraft, UpdateDraft, UpdateMode };

/** A flow's transaction (or any handle) that reaches the orders' tables, for the steps that touch only them. */
type OrdersHandle<DB extends ModuleTables<'orders'>> = Kysely<DB> | Transaction<DB>;

export function createOrderService(serviceDeps: OrderServiceDeps) {
  const deps = orderContext(serviceDeps);
  const { orders: db, others, clock, transport } = deps;
  const workspace = others.workspace();
  const { mayHandleOrderPhone } = workspace.lookup;

  return {
    draftCreate: (caller: OrderCaller, body: Parameters<typeof draftCreate>[2], key: string | undefined) =>
      draftCreate(deps, caller, body, key),
    /** In the flow's transaction, which reaches every table: the write binds other modules' faces to it. */
    writeCreated: <DB>(trx: Kysely<DB> | Transaction<DB>, draft: CreateDraft, ...whole: ReachesEveryTable<DB>) =>
      writeCreated(deps, wholeHandle(trx, ...whole), draft),
    finishCreated: (draft: CreateDraft, created: CreatedOrder | undefined) => finishCreated(deps, draft, created),
    replayOfRefused: (caller: OrderCaller, body: CreateOrderBody, key: string | undefined, refusal: unknown) =>
      replayOfRefused(deps, caller, body, key, refusal),
    draftUpdate: (caller: OrderCaller, mode: UpdateMode, orderId: number, body: UpdateBody, key: string | undefined) =>
      draftUpdate(deps, caller, mode, orderId, body, key),
    writeUpdate: <DB>(trx: Kysely<DB> | Transaction<DB>, draft: UpdateDraft, ...whole: ReachesEveryTable<DB>) =>
      writeUpdate(deps, wholeHandle(trx, ...whole), draft),
    finishUpdate: (draft: UpdateDraft) => finishUpdate(deps, draft),

    /** Phone change (ONEW-113..115): by whoever may handle the phone, the region's prefix, an UPDATE event. */
    async changePhone(caller: OrderCaller, orderId: number, phone: string): Promise<OrderDto> {
      const order = await readableOrder(db, caller, orderId);
      if (!(await mayHandleOrderPhone(caller, order))) {
        throw forbidden('You may change the phone only of an order you are working on');
      }
      const prefix = findRegion(order.region_id)?.phonePrefix ?? '+';
      if (!phone.startsWith(prefix)) throw invalidField({ phone: { key: 'phoneMustStartWith', values: { prefix } } });
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        await updateOrder(trx, orderId, { phone, updated_at: now, updated_by: caller.accountId });
        await recordOrderEvent(trx, {
          orderId,
          accountId: caller.accountId,
          action: 'UPDATE',
          status: order.status,
          at: now,
          details: { changed: ['phone'] },
        });
      });
      return (await savedOrder(deps, orderId, caller)).order;
    },

    /**
     * The order steps of a task outcome (flows/task-outcomes), run in the task's transaction
     * after the task is locked: lock the task's order, refine its cancel reason, make a status final.
     */
    async lockForTask<DB extends ModuleTables<'orders'>>(trx: OrdersHandle<DB>, caller: OrderCaller, orderId: number) {
      return foundInRegions(
        caller,
        await lockOrder(ownTables(trx, 'orders'), orderId),
        (o) => o.region_id,
        'Order not found',
      );
    },
    setCancelReason: <DB extends ModuleTables<'orders'>>(
      trx: OrdersHandle<DB>,
      orderId: number,
      reason: string,
      now: Date,
    ) => updateOrder(ownTables(trx, 'orders'), orderId, { cancel_reason: reason, updated_at: now }),
    /** A final status for good (no new call-back): the status, its comment and when. */
    finalize: <DB extends ModuleTables<'orders'>>(
      trx: OrdersHandle<DB>,
      orderId: number,
      final: { status: number; comment: string | null; cancelReason?: string | null; now: Date },
    ) =>
      updateOrder(ownTables(trx, 'orders'), orderId, {
        status: final.status,
        status_comment: final.comment,
        final_at: final.now,
        updated_at: final.now,
        ...(final.cancelReason ? { cancel_reason: final.cancelReason } : {}),
      }),

    /** getOrderPhone(id): the phone of the order's customer (its lead), recorded (PHONE-09, PHONE-11). */
    async revealPhone(caller: OrderCaller & AuditActor, orderId: number): Promise<PhoneReveal> {
      const order = foundInRegions(caller, await findOrder(db, orderId), (o) => o.region_id, 'Order not found');
      const lead = order.lead_id ? await workspace.lookup.lead(order.lead_id) : undefined;
      if (!lead) throw notFound('Order not found');
      if (!(await mayHandleOrderPhone(caller, order))) {
        throw forbidden('You may see the phone only of an order you are working on');
      }
      await workspace.phones.recordOrderReveal(caller, order);
      return { phone: lead.phone };
    },

    /** The phone is masked exactly when its reveal would be refused (docs/decisions/1071). */
    async read(caller: OrderCaller, orderId: number): Promise<OrderDto> {
      const order = await readableOrder(db, caller, orderId);
      const phoneHidden = !(await mayHandleOrderPhone(caller, order));
      const dto = (await savedOrder(deps, orderId, caller, { phoneHidden })).order;
      return { ...dto, events: await orderEvents(db, others.people(), orderId) };
    },

    async events(caller: OrderCaller, orderId: number): Promise<OrderEventDto[]> {
      await readableOrder(db, caller, orderId);
      return orderEvents(db, others.people(), orderId);
    },

    /** The outbox as the embedded default keeps it: newest first, in the caller's regions. */
    async messages(
      caller: OrderCaller,
      query: { regionId?: string; orderId?: number; limit?: number },
    ): Promise<OutboxMessageDto[]> {
      const regions = scopedRegionIds(caller, query.regionId ? [query.regionId] : undefined);
      if (!regions.length) return [];
      let select = db
        .selectFrom('order_messages as m')
        .innerJoin('orders as o', 'o.id', 'm.order_id')
        .select([
          'm.id',
          'm.order_id',
          'o.short_code',
          'm.kind',
          'm.channel',
          'm.recipient',
          'm.body',
          'm.status',
          'm.attempts',
          'm.transport',
          'm.created_at',
          'm.sent_at',
          'm.last_error',
        ])
        .where('o.region_id', 'in', regions);
      if (query.orderId) select = select.where('m.order_id', '=', query.orderId);
      const rows = await select
        .orderBy('m.id', 'desc')
        .limit(query.limit ?? 50)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        orderId: r.order_id,
        shortCode: r.short_code,
        kind: r.kind,
        channel: r.channel,
        recipient: visiblePhone(caller, r.recipient),
        body: r.body,
        status: r.status,
        attempts: r.attempts,
        transport: r.transport,
        createdAt: new Date(r.created_at).toISOString(),
        sentAt: r.sent_at ? new Date(r.sent_at).toISOString() : null,
        lastError: r.last_error,
      }));
    },

    deliverMessages: () => deliverDueMessages(deps.db, transport),
  };
}

export type OrderService = ReturnType<typeof createOrderService>;

/** An order's events, newest first, as the events table and the order data show them. */
async function orderEvents(
  db: ModuleDb<'orders'>,
  people: ReturnType<typeof accountNames>,
  orderId: number,
): Promise<OrderEventDto[]> {
  const rows = await listOrderEvents(db, people, orderId);
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    status: r.status,
    whoDid: r.name === null ? null : `${r.name} ${r.surname ?? ''}`.trim(),
    accountId: r.account_id,
    created: new Date(r.created_at).toISOString(),
    details: (typeof r.details === 'string' ? JSON.parse(r.details) : r.details) as Record<string, unknown>,
    ...(r.message_id !== null && r.message_status !== null
      ? {
          delivery: {
            status: r.message_status,
            transport: r.message_transport,
            attempts: r.message_attempts ?? 0,
            reason: r.message_status === 'sent' ? null : r.message_error,
            sentAt: r.message_sent_at ? new Date(r.message_sent_at).toISOString() : null,
          },
        }
      : {}),
  }));
}
