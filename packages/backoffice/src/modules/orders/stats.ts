/**
 * Orders and delivered orders per author over a period (decision 1612): the orders an agent
 * created in it, and among them those delivered (the status tag "delivered": Delivered, Received
 * by client). Served by orders_created_by (0003); a product filter keeps orders with an item of
 * one of the products.
 */
import { STATUS_TAGS } from '@umbrella/contract';
import { type Kysely, sql, type Transaction } from 'kysely';
import { type ModuleDb, type ModuleTables, ownTables } from '../../db/owners.js';
import { type DayStarts, earliestDayStart, sinceRegionDayStart } from '../../platform/region-day.js';
import { type StatsFilter, statsFilterIsEmpty } from '../../platform/stats-filter.js';
import { localDayOf } from '../../platform/time-buckets.js';

/** The application's handle, a flow's transaction or the orders' own. */
type Handle<DB extends ModuleTables<'orders'>> = Kysely<DB> | Transaction<DB>;

export type OrderOutcomes = { orders: number; delivered: number };

const DELIVERED = sql.join(STATUS_TAGS.delivered.map((s) => sql.lit(s)));

/** The orders of the filter, before grouping. */
function ordersOf(db: ModuleDb<'orders'>, filter: StatsFilter) {
  const query = db
    .selectFrom('orders as o')
    .where('o.created_by', 'in', [...filter.accountIds])
    .where('o.created_at', '>=', filter.from)
    .where('o.created_at', '<', filter.to)
    .where('o.region_id', 'in', [...filter.regionIds]);
  const productIds = filter.productIds ?? [];
  if (!productIds.length) return query;
  return query.where((eb) =>
    eb.exists(
      eb
        .selectFrom('order_items as i')
        .select('i.order_id')
        .whereRef('i.order_id', '=', 'o.id')
        .where('i.product_id', 'in', [...productIds]),
    ),
  );
}

/** The grouped aggregate (exported so its plan can be checked). */
export function orderOutcomesQuery<DB extends ModuleTables<'orders'>>(handle: Handle<DB>, filter: StatsFilter) {
  return ordersOf(ownTables(handle, 'orders'), filter)
    .select([
      'o.created_by',
      sql<number>`count(*)::int`.as('orders'),
      sql<number>`count(*) filter (where o.status in (${DELIVERED}))::int`.as('delivered'),
    ])
    .groupBy('o.created_by');
}

/** The same counts per calendar day in `timeZone` (the profile's figures per day, decision 1826). */
export function orderOutcomesByDayQuery<DB extends ModuleTables<'orders'>>(
  handle: Handle<DB>,
  filter: StatsFilter,
  timeZone: string,
) {
  return ordersOf(ownTables(handle, 'orders'), filter)
    .select([
      localDayOf('o.created_at', timeZone).as('day'),
      sql<number>`count(*)::int`.as('orders'),
      sql<number>`count(*) filter (where o.status in (${DELIVERED}))::int`.as('delivered'),
    ])
    .groupBy('day');
}

export async function orderOutcomesByDay<DB extends ModuleTables<'orders'>>(
  db: Handle<DB>,
  filter: StatsFilter,
  timeZone: string,
): Promise<Map<string, OrderOutcomes>> {
  if (statsFilterIsEmpty(filter)) return new Map();
  const rows = await orderOutcomesByDayQuery(db, filter, timeZone).execute();
  return new Map(rows.map((r) => [r.day, { orders: Number(r.orders), delivered: Number(r.delivered) }]));
}

export async function orderOutcomesByAuthor<DB extends ModuleTables<'orders'>>(
  db: Handle<DB>,
  filter: StatsFilter,
): Promise<Map<number, OrderOutcomes>> {
  if (statsFilterIsEmpty(filter)) return new Map();
  const rows = await orderOutcomesQuery(db, filter).execute();
  return new Map(
    rows.map((r) => [r.created_by as number, { orders: Number(r.orders), delivered: Number(r.delivered) }]),
  );
}

/** Orders each agent created today, "today" in the zone of each order's region (the wallboard's agent grid). */
export async function ordersTodayByAuthor<DB extends ModuleTables<'orders'>>(
  handle: Handle<DB>,
  accountIds: readonly number[],
  dayStarts: DayStarts,
): Promise<Map<number, number>> {
  if (!accountIds.length) return new Map();
  const rows = await ownTables(handle, 'orders')
    .selectFrom('orders as o')
    .select([
      'o.created_by',
      sql<number>`count(*) filter (where ${sinceRegionDayStart('o.region_id', 'o.created_at', dayStarts)})::int`.as(
        'orders',
      ),
    ])
    .where('o.created_by', 'in', [...accountIds])
    .where('o.created_at', '>=', earliestDayStart(dayStarts))
    .groupBy('o.created_by')
    .execute();
  return new Map(rows.map((r) => [r.created_by as number, Number(r.orders)]));
}
