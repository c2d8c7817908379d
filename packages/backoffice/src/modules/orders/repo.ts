/** Orders with their items, events and messages: rows in, rows out. */
import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { ModuleDb } from '../../db/owners.js';
import type { Database, OrderEventAction, OrderMessagesTable, OrdersTable } from '../../db/types.js';
import { accountDisplayNameSql, type accountNames } from '../accounts/index.js';
import type { OtherModules } from './other-modules.js';
import { listOrderTags } from './tags-repo.js';

type Db = ModuleDb<'orders'>;
/** The accounts' names, the subquery the events join for who did them. */
type People = ReturnType<typeof accountNames>;

export type OrderRow = Selectable<OrdersTable>;
export type OrderItemRow = { product_id: number; name: string; qty: number; unit_price_minor: number };
export type OrderBundle = {
  order: OrderRow;
  items: OrderItemRow[];
  providerName: string | null;
  /** What the answer shows of the address (a new order's, as its checks read it). */
  address: Pick<
    Selectable<Database['addresses']>,
    'id' | 'type' | 'region' | 'province' | 'city' | 'district' | 'postal_code' | 'ubigeo'
  > | null;
  /** The values of the order's tags. */
  tags: string[];
};

export async function findOrder(db: Db, id: number): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function lockOrder(trx: Db, id: number): Promise<OrderRow | undefined> {
  return trx.selectFrom('orders').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function findOrderByKey(db: Db, accountId: number, key: string): Promise<OrderRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('created_by', '=', accountId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** Inserts unless this account already used the key (undefined then); answers the row as written. */
export async function insertOrder(trx: Db, values: Insertable<OrdersTable>): Promise<OrderRow | undefined> {
  return trx
    .insertInto('orders')
    .values(values)
    .onConflict((oc) => oc.constraint('orders_idempotency').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function updateOrder(trx: Db, id: number, values: Updateable<OrdersTable>): Promise<void> {
  await trx.updateTable('orders').set(values).where('id', '=', id).execute();
}

type ItemLine = { productId: number; qty: number; unitPriceMinor: number };

export type OrderEvent = {
  orderId: number;
  accountId: number | null;
  action: OrderEventAction;
  status: number;
  at: Date;
  details?: Record<string, unknown>;
};

const eventValues = (event: OrderEvent) => ({
  order_id: event.orderId,
  account_id: event.accountId,
  action: event.action,
  status: event.status,
  details: JSON.stringify(event.details ?? {}),
  created_at: event.at,
});

const itemRows = (orderId: number, items: readonly ItemLine[]) =>
  items
    .filter((i) => i.qty > 0)
    .map((i) => ({ order_id: orderId, product_id: i.productId, qty: i.qty, unit_price_minor: i.unitPriceMinor }));

/**
 * The items of an order just inserted (it has none yet) and its first event: one statement, the
 * items' insert a data-modifying CTE of the event's.
 */
export async function insertItemsWithEvent(
  trx: Db,
  orderId: number,
  items: readonly ItemLine[],
  event: OrderEvent,
): Promise<void> {
  const rows = itemRows(orderId, items);
  if (!rows.length) return recordOrderEvent(trx, event);
  await trx
    .with('items', (db) => db.insertInto('order_items').values(rows).returning('order_id'))
    .insertInto('order_events')
    .values(eventValues(event))
    .execute();
}

export async function replaceItems(trx: Db, orderId: number, items: readonly ItemLine[]): Promise<void> {
  await trx.deleteFrom('order_items').where('order_id', '=', orderId).execute();
  const rows = itemRows(orderId, items);
  if (rows.length) await trx.insertInto('order_items').values(rows).execute();
}

/** An order with what its answer shows of other modules: product names (catalog), provider and address (delivery). */
export async function loadOrderBundle(db: Db, others: OtherModules, id: number): Promise<OrderBundle | undefined> {
  const order = await findOrder(db, id);
  if (!order) return undefined;
  const delivery = others.delivery();
  const [itemRows, providerName, address, tags] = await Promise.all([
    db
      .selectFrom('order_items')
      .select(['product_id', 'qty', 'unit_price_minor'])
      .where('order_id', '=', id)
      .orderBy('id')
      .execute(),
    order.delivery_provider_id ? delivery.providerName(order.delivery_provider_id) : undefined,
    order.address_id ? delivery.addressRecord(order.address_id) : undefined,
    listOrderTagValues(db, id),
  ]);
  const products = await others.catalog().products(itemRows.map((i) => i.product_id));
  const items = itemRows.flatMap((i) => {
    const product = products.get(i.product_id);
    return product ? [{ ...i, name: product.name }] : [];
  });
  return { order, items, providerName: providerName ?? null, address: address ?? null, tags };
}

export async function recordOrderEvent(trx: Db, event: OrderEvent): Promise<void> {
  await trx.insertInto('order_events').values(eventValues(event)).execute();
}

/** The order a key already changed (update modes keep the key in their UPDATE event). */
export async function findEventByKey(db: Db, orderId: number, accountId: number, key: string) {
  return db
    .selectFrom('order_events')
    .select(['id', 'details'])
    .where('order_id', '=', orderId)
    .where('account_id', '=', accountId)
    .where('action', '=', 'UPDATE')
    .where(sql<string>`details->>'idempotencyKey'`, '=', key)
    .executeTakeFirst();
}

export async function listOrderEvents(db: Db, people: People, orderId: number) {
  return (
    db
      .selectFrom('order_events as e')
      .leftJoin(people.as('a'), 'a.id', 'e.account_id')
      // The customer message the event queued (its id is in the details), for its delivery state.
      .leftJoin('order_messages as m', (join) =>
        join.on(sql<boolean>`m.id = (e.details->>'messageId')::integer`).onRef('m.order_id', '=', 'e.order_id'),
      )
      .select(['e.id', 'e.action', 'e.status', 'e.account_id', 'a.name', 'a.surname', 'e.details', 'e.created_at'])
      .select([
        'm.id as message_id',
        'm.status as message_status',
        'm.transport as message_transport',
        'm.attempts as message_attempts',
        'm.last_error as message_error',
        'm.sent_at as message_sent_at',
      ])
      .where('e.order_id', '=', orderId)
      .orderBy('e.id', 'desc')
      .execute()
  );
}

/**
 * Queues a message and records its event, whose details name the message: one statement, the
 * message's insert a data-modifying CTE the event reads its id from. Answers the message's id.
 */
export async function queueMessageWithEvent(
  trx: Db,
  message: Insertable<OrderMessagesTable>,
  event: OrderEvent & { details: Record<string, unknown> },
): Promise<number> {
  const { details, ...row } = eventValues(event);
  const written = await trx
    .with('m', (db) => db.insertInto('order_messages').values(message).returning('id'))
    .insertInto('order_events')
    .columns(['order_id', 'account_id', 'action', 'status', 'details', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('m')
        // Typed here: a parameter in a select list would otherwise be text.
        .select([
          sql<number>`${row.order_id}::integer`.as('order_id'),
          sql<number | null>`${row.account_id}::integer`.as('account_id'),
          sql<string>`${row.action}::text`.as('action'),
          sql<number>`${row.status}::integer`.as('status'),
          sql<string>`${details}::jsonb || jsonb_build_object('messageId', m.id)`.as('details'),
          sql<Date>`${row.created_at}::timestamptz`.as('created_at'),
        ]),
    )
    .returning(sql<number>`(details->>'messageId')::int`.as('message_id'))
    .executeTakeFirstOrThrow();
  return written.message_id;
}

/** The orders of one lead, newest first: what the lead page lists. */
export async function listLeadOrders(db: Db, leadId: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'short_code', 'status', 'price_minor', 'currency', 'created_at'])
    .where('lead_id', '=', leadId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The events of every order of one lead, newest first, with who did them. */
export async function listLeadOrderEvents(db: Db, people: People, leadId: number, limit = 200) {
  return db
    .selectFrom('order_events as e')
    .innerJoin('orders as o', 'o.id', 'e.order_id')
    .leftJoin(people.as('a'), 'a.id', 'e.account_id')
    .select([
      'e.id',
      'e.order_id',
      'e.action',
      'e.status',
      'e.account_id',
      accountDisplayNameSql('a').as('account_name'),
      'e.details',
      'e.created_at',
    ])
    .where('o.lead_id', '=', leadId)
    .orderBy('e.id', 'desc')
    .limit(limit)
    .execute();
}

/** The values of an order's tags (ORDER_PAID, …), which the action rules read. */
export async function listOrderTagValues(db: Db, orderId: number): Promise<string[]> {
  return ((await listOrderTags(db, [orderId])).get(orderId) ?? []).map((tag) => tag.value);
}

/** The status the last change into `status` came from, if the history records one. */
export async function previousStatus(db: Db, orderId: number, status: number) {
  const row = await db
    .selectFrom('order_events')
    .select(sql<string | null>`details->>'from'`.as('from'))
    .where('order_id', '=', orderId)
    .where('action', '=', 'CHANGE_STATUS')
    .where(sql<string>`details->>'to'`, '=', String(status))
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.from == null ? undefined : Number(row.from);
}
