/**
 * Orders and delivered orders per author over a period (decision 1612): the orders an agent
 * created in it, and among them those delivered (the status tag "delivered": Delivered, Received
 * by client). Served by orders_created_by (0003); a product filter keeps orders with an item of
 * one of the products.
 */
import { STATUS_TAGS } from '@umbrella/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types.js';
import { type DayStarts, earliestDayStart, sinceRegionDayStart } from '../../platform/region-day.js';
import { type StatsFilter, statsFilterIsEmpty } from '../../platform/stats-filter.js';

export type OrderOutcomes = { orders: number; delivered: number };

/** The grouped aggregate (exported so its plan can be checked). */
export function orderOutcomesQuery(db: Kysely<Database>, filter: StatsFilter) {
  const delivered = sql.join(STATUS_TAGS.delivered.map((s) => sql.lit(s)));
  const query = db
    .selectFrom('orders as o')
    .select([
      'o.created_by',
      sql<number>`count(*)::int`.as('orders'),
      sql<number>`count(*) filter (where o.status in (${delivered}))::int`.as('delivered'),
    ])
    .where('o.created_by', 'in', [...filter.accountIds])
    .where('o.created_at', '>=', filter.from)
    .where('o.created_at', '<', filter.to)
    .where('o.region_id', 'in', [...filter.regionIds])
    .groupBy('o.created_by');
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

export async function orderOutcomesByAuthor(
  db: Kysely<Database>,
  filter: StatsFilter,
): Promise<Map<number, OrderOutcomes>> {
  if (statsFilterIsEmpty(filter)) return new Map();
  const rows = await orderOutcomesQuery(db, filter).execute();
  return new Map(
    rows.map((r) => [r.created_by as number, { orders: Number(r.orders), delivered: Number(r.delivered) }]),
  );
}

/** Orders each agent created today, "today" in the zone of each order's region (the wallboard's agent grid). */
export async function ordersTodayByAuthor(
  db: Kysely<Database>,
  accountIds: readonly number[],
  dayStarts: DayStarts,
): Promise<Map<number, number>> {
  if (!accountIds.length) return new Map();
  const rows = await db
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
