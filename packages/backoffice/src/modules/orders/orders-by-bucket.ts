/** Orders created in some regions over a day per bucket (decision 1802); served by orders_region_created. */
import { type Kysely, sql, type Transaction } from 'kysely';
import { type ModuleTables, ownTables } from '../../db/owners.js';
import { bucketOf, type DayRange } from '../../platform/time-buckets.js';

/** The grouped aggregate (exported so its plan can be checked). */
export function ordersByBucketQuery<DB extends ModuleTables<'orders'>>(
  db: Kysely<DB> | Transaction<DB>,
  regionIds: readonly string[],
  range: DayRange,
  stepSeconds: number,
) {
  return ownTables(db, 'orders')
    .selectFrom('orders')
    .select([bucketOf('created_at', range.from, stepSeconds).as('bucket'), sql<number>`count(*)::int`.as('orders')])
    .where('region_id', 'in', [...regionIds])
    .where('created_at', '>=', range.from)
    .where('created_at', '<', range.to)
    .groupBy('bucket');
}

export async function ordersByBucket<DB extends ModuleTables<'orders'>>(
  db: Kysely<DB> | Transaction<DB>,
  regionIds: readonly string[],
  range: DayRange,
  stepSeconds: number,
): Promise<Map<number, number>> {
  if (!regionIds.length) return new Map();
  const rows = await ordersByBucketQuery(db, regionIds, range, stepSeconds).execute();
  return new Map(rows.map((r) => [Number(r.bucket), Number(r.orders)]));
}
