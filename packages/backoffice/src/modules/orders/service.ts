/**
 * Order capture (ONEW-104..123): create (approve mode, re-create), change-order update, approve
 * from a call-back task, recall approval, phone change and reads. Every write runs in one
 * transaction with its events, outbox messages and the task-flow approval, and is idempotent by
 * key at the database level too (docs/decisions/0701-idempotent-order-creation.md).
 */
import {
  type CreateOrderBody,
  ERROR_CODES,
  findRegion,
  type OrderDto,
  type OrderEventDto,
  type OrderPayload,
  type OrderSaved,
  type OutboxMessageDto,
} from '@umbrella/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database, TaskTypeColumn } from '../../db/types.js';
import type { Caller } from '../../platform/caller.js';
import { conflict, HttpError, invalidField, notFound } from '../../platform/http-error.js';
import type { MessageTransport } from '../../platform/message-transport.js';
import { assertRegion, scopedRegionIds } from '../../platform/region-scope.js';
import { requestHash } from '../../platform/request-hash.js';
import { visiblePhone } from '../workspace/leads/phone-mask.js';
import { depositInstructions, paymentLink } from './deposit.js';
import { toOrderDto } from './dto.js';
import { deliverDueMessages, queueOrderMessage } from './messages.js';
import { type PreparedOrder, prepareOrder } from './prepare.js';
import {
  findEventByKey,
  findOrder,
  findOrderByKey,
  insertOrder,
  listOrderEvents,
  loadOrderBundle,
  lockOrder,
  type OrderRow,
  recordOrderEvent,
  replaceItems,
  updateOrder,
} from './repo.js';
import { newShortCode } from './short-code.js';
import { approveInTaskFlow } from './task-flow.js';

export type OrderCaller = Pick<Caller, 'accountId' | 'position' | 'regionIds' | 'features'>;
export type UpdateMode = 'update' | 'callback' | 'recall';

/** Statuses each edit mode accepts (ORDER-14 for a plain edit). */
const EDITABLE: Record<UpdateMode, readonly number[]> = {
  update: [5, 40],
  callback: [5, 40, 8],
  recall: [2, 5, 7, 8, 40, 50, 60, 70, 90],
};
const TASK_TYPE: Record<Exclude<UpdateMode, 'update'>, TaskTypeColumn> = { callback: 'CALL_BACK', recall: 'RECALL' };

const keyReused = () =>
  new HttpError(422, ERROR_CODES.idempotencyMismatch, 'This Idempotency-Key was already used for a different request');

export type OrderServiceDeps = {
  db: Kysely<Database>;
  clock: Clock;
  publicUrl: string;
  transport: MessageTransport;
  logger?: FastifyBaseLogger;
};

export function createOrderService(deps: OrderServiceDeps) {
  const { db, clock, publicUrl, transport } = deps;

  function kickMessages(): void {
    deliverDueMessages(db, transport).catch((err: unknown) =>
      deps.logger?.warn({ err }, 'order messages delivery failed'),
    );
  }

  async function saved(orderId: number, caller: OrderCaller): Promise<OrderSaved> {
    const bundle = await loadOrderBundle(db, orderId);
    if (!bundle) throw notFound(`Order ${orderId} not found`);
    const { order } = bundle;
    return {
      order: toOrderDto(bundle, caller, publicUrl),
      paymentLink: order.deposit ? paymentLink(publicUrl, order.short_code) : null,
      depositInstructions: order.deposit
        ? depositInstructions({
            regionId: order.region_id,
            shortCode: order.short_code,
            amountMinor: order.price_minor,
            currency: order.currency,
          })
        : null,
    };
  }

  /** The first answer of a key already used for an order, or undefined; 422 for another body. */
  async function replayOf(caller: OrderCaller, key: string, hash: string): Promise<OrderSaved | undefined> {
    const existing = await findOrderByKey(db, caller.accountId, key);
    if (!existing) return undefined;
    if (existing.request_hash !== hash) throw keyReused();
    return saved(existing.id, caller);
  }

  function messageOrder(id: number, shortCode: string, status: number, prepared: PreparedOrder, phone: string) {
    return {
      id,
      shortCode,
      regionId: prepared.regionId,
      status,
      fullName: prepared.values.full_name,
      deposit: prepared.values.deposit,
      amountMinor: prepared.values.price_minor,
      currency: prepared.values.currency,
      preferredDate: prepared.values.preferred_date,
      preferredTime: prepared.values.preferred_time,
      channel: prepared.values.notification_type,
      recipient: prepared.values.notification_value ?? phone,
    };
  }

  async function leadPhone(leadId: number): Promise<string> {
    const lead = await db.selectFrom('leads').select('phone').where('id', '=', leadId).executeTakeFirst();
    return lead?.phone ?? '';
  }

  async function readableOrder(caller: OrderCaller, orderId: number): Promise<OrderRow> {
    const order = await findOrder(db, orderId);
    if (!order) throw notFound(`Order ${orderId} not found`);
    assertRegion(caller, order.region_id);
    return order;
  }

  return {
    /** Create in approve mode, or re-create from originalOrderId (ONEW-104, ONEW-120, ONEW-121). */
    async create(caller: OrderCaller, body: CreateOrderBody, key: string | undefined): Promise<OrderSaved> {
      if (!key) throw invalidField({ 'Idempotency-Key': 'is required to create an order (required)' });
      const hash = requestHash('create', body);
      const replay = await replayOf(caller, key, hash);
      if (replay) return replay;
      const now = clock.now();
      const prepared = await prepareOrder(db, caller, body, now);
      let original: OrderRow | undefined;
      if (body.originalOrderId) {
        if (!body.taskId) throw invalidField({ taskId: 'is required to re-create an order' });
        original = await readableOrder(caller, body.originalOrderId);
        if (original.lead_id !== null && original.lead_id !== prepared.leadId) {
          throw invalidField({ leadId: 'is not the lead of the original order' });
        }
      }
      const shortCode = await newShortCode(db);
      const phone = await leadPhone(prepared.leadId);
      const orderId = await db.transaction().execute(async (trx) => {
        const id = await insertOrder(trx, {
          ...prepared.values,
          short_code: shortCode,
          lead_id: prepared.leadId,
          region_id: prepared.regionId,
          status: prepared.status,
          phone,
          original_order_id: original?.id ?? null,
          created_by: caller.accountId,
          updated_by: caller.accountId,
          idempotency_key: key,
          request_hash: hash,
          created_at: now,
          updated_at: now,
        });
        // Another request with this key committed first: answer with its order.
        if (id === undefined) return undefined;
        await replaceItems(trx, id, prepared.priced.lines);
        await recordOrderEvent(trx, {
          orderId: id,
          accountId: caller.accountId,
          action: 'CHANGE_STATUS',
          status: prepared.status,
          at: now,
          details: { created: true, from: null, to: prepared.status },
        });
        if (original) {
          await recordOrderEvent(trx, {
            orderId: id,
            accountId: caller.accountId,
            action: 'COPY_ORDER',
            status: prepared.status,
            at: now,
            details: { originalOrderId: original.id },
          });
          await recordOrderEvent(trx, {
            orderId: original.id,
            accountId: caller.accountId,
            action: 'COPY_ORDER',
            status: original.status,
            at: now,
            details: { copiedTo: id },
          });
        }
        if (body.smsFeatureFlag) {
          await queueOrderMessage(
            trx,
            messageOrder(id, shortCode, prepared.status, prepared, phone),
            caller.accountId,
            publicUrl,
            now,
          );
        }
        await approveInTaskFlow(db, trx, caller, {
          leadId: prepared.leadId,
          orderId: id,
          orderStatus: prepared.status,
          taskId: body.taskId,
          now,
        });
        return id;
      });
      if (orderId === undefined) {
        const winner = await replayOf(caller, key, hash);
        if (winner) return winner;
        throw conflict('A request with this Idempotency-Key is still being processed');
      }
      kickMessages();
      return saved(orderId, caller);
    },

    /** Change-order update (ONEW-107), approve from a call-back task (ONEW-105), recall approval (ONEW-106). */
    async applyToExisting(
      caller: OrderCaller,
      mode: UpdateMode,
      orderId: number,
      body: OrderPayload & { orderId: number; taskId?: number; smsFeatureFlag?: boolean },
      key: string | undefined,
    ): Promise<OrderSaved> {
      if (body.orderId !== orderId) throw invalidField({ orderId: 'must be the order of the path' });
      const hash = requestHash(mode, body);
      if (key) {
        const used = await findEventByKey(db, orderId, caller.accountId, key);
        if (used) {
          const details = (typeof used.details === 'string' ? JSON.parse(used.details) : used.details) as Record<
            string,
            unknown
          >;
          if (details.requestHash !== hash) throw keyReused();
          return saved(orderId, caller);
        }
      }
      const order = await readableOrder(caller, orderId);
      if (order.lead_id !== null && order.lead_id !== body.leadId)
        throw invalidField({ leadId: 'is not the lead of this order' });
      if (!EDITABLE[mode].includes(order.status)) {
        throw conflict(`An order in status ${order.status} cannot be changed this way`);
      }
      const now = clock.now();
      const prepared = await prepareOrder(db, caller, body, now);
      await db.transaction().execute(async (trx) => {
        const current = await lockOrder(trx, orderId);
        if (!current || !EDITABLE[mode].includes(current.status))
          throw conflict('The order changed meanwhile; reload it');
        const changed = Object.entries(prepared.values)
          .filter(([column, value]) => String(current[column as keyof OrderRow] ?? '') !== String(value ?? ''))
          .map(([column]) => column);
        await updateOrder(trx, orderId, {
          ...prepared.values,
          status: prepared.status,
          updated_at: now,
          updated_by: caller.accountId,
        });
        await replaceItems(trx, orderId, prepared.priced.lines);
        await recordOrderEvent(trx, {
          orderId,
          accountId: caller.accountId,
          action: 'UPDATE',
          status: prepared.status,
          at: now,
          details: { mode, changed, ...(key ? { idempotencyKey: key, requestHash: hash } : {}) },
        });
        if (current.status !== prepared.status) {
          await recordOrderEvent(trx, {
            orderId,
            accountId: caller.accountId,
            action: 'CHANGE_STATUS',
            status: prepared.status,
            at: now,
            details: { from: current.status, to: prepared.status },
          });
        }
        if (mode !== 'update' && body.smsFeatureFlag) {
          await queueOrderMessage(
            trx,
            messageOrder(orderId, current.short_code, prepared.status, prepared, current.phone),
            caller.accountId,
            publicUrl,
            now,
          );
        }
        if (mode !== 'update') {
          await approveInTaskFlow(db, trx, caller, {
            leadId: current.lead_id,
            orderId,
            orderStatus: prepared.status,
            taskId: body.taskId,
            expectedType: TASK_TYPE[mode],
            now,
          });
        }
      });
      kickMessages();
      return saved(orderId, caller);
    },

    /** Phone change (ONEW-113..115): the region's prefix, recorded as an UPDATE event. */
    async changePhone(caller: OrderCaller, orderId: number, phone: string): Promise<OrderDto> {
      const order = await readableOrder(caller, orderId);
      const prefix = findRegion(order.region_id)?.phonePrefix ?? '+';
      if (!phone.startsWith(prefix)) throw invalidField({ phone: `must start with ${prefix}` });
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
      return (await saved(orderId, caller)).order;
    },

    async read(caller: OrderCaller, orderId: number): Promise<OrderDto> {
      await readableOrder(caller, orderId);
      return (await saved(orderId, caller)).order;
    },

    async events(caller: OrderCaller, orderId: number): Promise<OrderEventDto[]> {
      await readableOrder(caller, orderId);
      const rows = await listOrderEvents(db, orderId);
      return rows.map((r) => ({
        id: r.id,
        action: r.action,
        status: r.status,
        whoDid: r.name === null ? null : `${r.name} ${r.surname ?? ''}`.trim(),
        accountId: r.account_id,
        created: new Date(r.created_at).toISOString(),
        details: (typeof r.details === 'string' ? JSON.parse(r.details) : r.details) as Record<string, unknown>,
      }));
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

    deliverMessages: () => deliverDueMessages(db, transport),
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
