/** Orders with a known status history, for the payslip tests (decision 1602). */
import { ORDER_STATUS } from '@umbrella/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { accountId, productId } from './order-fixtures.js';

export type OutcomeOrder = {
  code: string;
  agent: string;
  regionId: string;
  currency: string;
  sku: string;
  qty?: number;
  deposit?: boolean;
  offerId?: string;
  /** [status, ISO time] in order. */
  history: readonly (readonly [number, string])[];
};

/** Inserts an order captured by `agent` with its items and its CHANGE_STATUS history; returns its id. */
export async function insertOutcomeOrder(db: Kysely<Database>, o: OutcomeOrder): Promise<number> {
  const last = o.history[o.history.length - 1];
  const row = await db
    .insertInto('orders')
    .values({
      short_code: o.code,
      region_id: o.regionId,
      status: last?.[0] ?? ORDER_STATUS.CONFIRMED,
      created_by: await accountId(db, o.agent),
      currency: o.currency,
      deposit: o.deposit ?? false,
      offer_id: o.offerId ?? null,
      created_at: o.history[0]?.[1] ?? new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('order_items')
    .values({ order_id: row.id, product_id: await productId(db, o.sku), qty: o.qty ?? 1, unit_price_minor: 9900 })
    .execute();
  if (o.history.length) {
    await db
      .insertInto('order_events')
      .values(
        o.history.map(([status, at]) => ({
          order_id: row.id,
          account_id: null,
          action: 'CHANGE_STATUS' as const,
          status,
          details: '{}',
          created_at: at,
        })),
      )
      .execute();
  }
  return row.id;
}

/** Sets a region's tariffs (minor units of `currency`) for the test. */
export async function setTariffs(
  db: Kysely<Database>,
  regionId: string,
  currency: string,
  amounts: Record<string, number>,
): Promise<void> {
  for (const [charge_type, amount_minor] of Object.entries(amounts)) {
    await db
      .insertInto('payslip_tariffs')
      .values({ region_id: regionId, currency, charge_type: charge_type as never, amount_minor })
      .onConflict((oc) => oc.columns(['region_id', 'currency', 'charge_type']).doUpdateSet({ amount_minor }))
      .execute();
  }
}
