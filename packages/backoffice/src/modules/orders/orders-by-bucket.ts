/** Orders created in some regions over a day per bucket (decision 1802); served by orders_region_created. */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types.js';
import { bucketOf, type DayRange } from '../../platform/time-buckets.js';

/** The grouped aggregate (exported so its plan can be checked). */
export function ordersByBucketQuery(
  db: Kysely<Database>,
  regionIds: readonly string[],
  range: DayRange,
  stepSeconds: number,
) {
  return db
    .selectFrom('orders')
    .select([bucketOf('created_at', range.from, stepSeconds).as('bucket'), sql<number>`count(*)::int`.as('orders')])
    .where('region_id', 'in', [...regionIds])
    .where('created_at', '>=', range.from)
    .where('created_at', '<', range.to)
    .groupBy('bucket');
}

export async function ordersByBucket(
  db: Kysely<Database>,
  regionIds: readonly string[],
  range: DayRange,
  stepSeconds: number,
): Promise<Map<number, number>> {
  if (!regionIds.length) return new Map();
  const rows = await ordersByBucketQuery(db, regionIds, range, stepSeconds).execute();
  return new Map(rows.map((r) => [Number(r.bucket), Number(r.orders)]));
}
