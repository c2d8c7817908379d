/**
 * What became of orders, as one set-based SQL other modules compose (payslips, decision 1602):
 * one row per order with the agent who captured it, its region, currency, payment kind, resale
 * flag, quantity, and the first time its status history (CHANGE_STATUS events) reached a
 * delivered, paid or cancelled status up to a moment. The orders module alone knows which
 * statuses mean what; callers only read the columns.
 */
import { ORDER_STATUS } from '@umbrella/contract';
import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import { type ModuleTables, ownTables } from '../../db/owners.js';
import { offerIsResaleSql } from '../catalog/index.js';

/** Delivered to the customer. */
export const DELIVERED_STATUSES = [ORDER_STATUS.DELIVERED, ORDER_STATUS.RECEIVED_BY_CLIENT] as const;
/** A prepaid order whose payment was checked (Verify, ORDER-18). */
export const PAID_STATUSES = [ORDER_STATUS.VERIFIED] as const;
/** Not bought out: refused at the door or cancelled on delivery. */
export const REFUSED_STATUSES = [
  ORDER_STATUS.REFUSED,
  ORDER_STATUS.REFUSED_BY_CLIENT,
  ORDER_STATUS.CANCEL_ON_DELIVERY,
] as const;
const OUTCOME_STATUSES = [...DELIVERED_STATUSES, ...PAID_STATUSES, ...REFUSED_STATUSES];

const list = (values: readonly number[]) => sql.join(values.map((v) => sql.lit(v)));

/**
 * The ids of orders whose status history reached an outcome status in [from, to] — the orders a
 * period's payslip looks at.
 */
export function ordersWithOutcomeBetweenSql(from: Date, to: Date): RawBuilder<{ order_id: number }> {
  return sql`select e.order_id from order_events e
    where e.action = 'CHANGE_STATUS' and e.status in (${list(OUTCOME_STATUSES)})
      and e.created_at >= ${from} and e.created_at <= ${to}`;
}

export type OrderOutcomeRow = {
  order_id: number;
  agent_id: number;
  region_id: string;
  currency: string;
  prepaid: boolean;
  resale: boolean;
  quantity: number;
  delivered_at: Date | null;
  paid_at: Date | null;
  refused_at: Date | null;
  refused_after_delivery_at: Date | null;
};

/**
 * One row per order among `candidates` (a subquery of order ids) in `regionIds` that an agent
 * captured, with the first delivery, payment and refusal recorded up to `asOf`, and the last
 * refusal that followed a delivery (the customer refused or sent back what was delivered).
 * Set-based: the candidates' status changes and items are each aggregated in one grouped pass
 * (hash joins), not probed order by order (decision 1622).
 */
export function orderOutcomesSql(
  candidates: RawBuilder<{ order_id: number }>,
  regionIds: readonly string[],
  asOf: Date,
): RawBuilder<OrderOutcomeRow> {
  if (!regionIds.length) return sql`select ${sql.lit(null)}::int as order_id where false`;
  return sql`select o.id as order_id, o.created_by as agent_id, o.region_id, o.currency,
      o.deposit as prepaid, ${offerIsResaleSql('o.offer_id')} as resale,
      coalesce(q.quantity, 0)::int as quantity,
      ev.delivered_at, ev.paid_at, ev.refused_at,
      case when ev.last_refused_at > ev.delivered_at then ev.last_refused_at end as refused_after_delivery_at
    from (select distinct c.order_id from (${candidates}) c) cand
    join orders o on o.id = cand.order_id
    join (
      select e.order_id,
        min(e.created_at) filter (where e.status in (${list(DELIVERED_STATUSES)})) as delivered_at,
        min(e.created_at) filter (where e.status in (${list(PAID_STATUSES)})) as paid_at,
        min(e.created_at) filter (where e.status in (${list(REFUSED_STATUSES)})) as refused_at,
        max(e.created_at) filter (where e.status in (${list(REFUSED_STATUSES)})) as last_refused_at
      from order_events e
      where e.action = 'CHANGE_STATUS' and e.status in (${list(OUTCOME_STATUSES)}) and e.created_at <= ${asOf}
        and e.order_id in (select c.order_id from (${candidates}) c)
      group by e.order_id
    ) ev on ev.order_id = o.id
    left join (
      select it.order_id, sum(it.qty) as quantity from order_items it
      where it.order_id in (select c.order_id from (${candidates}) c)
      group by it.order_id
    ) q on q.order_id = o.id
    where o.created_by is not null
      and o.region_id in (${sql.join([...regionIds])})`;
}

/** The short codes of the named orders, by id (payslip transaction exports). */
export async function orderShortCodes<DB extends ModuleTables<'orders'>>(
  db: Kysely<DB> | Transaction<DB>,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await ownTables(db, 'orders')
    .selectFrom('orders')
    .select(['id', 'short_code'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.short_code]));
}
