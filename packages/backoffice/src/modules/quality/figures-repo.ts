/**
 * The quality figures' queries over quality_evaluations (decision 1814): sums per agent, product
 * and week, and the critical fails, both over each region's own weeks.
 */
import { REGIONS } from '@umbrella/contract';
import { type ExpressionBuilder, sql } from 'kysely';
import type { ModuleDb, ModuleTables } from '../../db/owners.js';
import { fetchPage, type PageRequest } from '../../platform/pagination.js';

type Db = ModuleDb<'quality'>;

/** A region's period, from a Monday's midnight to another's in the region's zone. */
export type RegionPeriod = { regionId: string; from: Date; to: Date };

const inPeriods =
  (periods: readonly RegionPeriod[]) => (eb: ExpressionBuilder<ModuleTables<'quality'>, 'quality_evaluations'>) =>
    eb.or(
      periods.map((p) =>
        eb.and([eb('region_id', '=', p.regionId), eb('created_at', '>=', p.from), eb('created_at', '<', p.to)]),
      ),
    );

/**
 * The Monday (YYYY-MM-DD) of the evaluation's week in its region's zone. Literals, not parameters:
 * the same expression is selected and grouped by, and parameters would make them two.
 */
const weekOf = (periods: readonly RegionPeriod[]) => {
  const zones = periods.map(
    (p) =>
      sql`when ${sql.lit(p.regionId)} then ${sql.lit(REGIONS.find((r) => r.id === p.regionId)?.timezone ?? 'UTC')}`,
  );
  return sql<string>`to_char(date_trunc('week', created_at at time zone (case region_id ${sql.join(zones, sql` `)} end)), 'YYYY-MM-DD')`;
};

export function scoreSumsQuery(db: Db, periods: readonly RegionPeriod[]) {
  const week = weekOf(periods);
  return db
    .selectFrom('quality_evaluations')
    .select((eb) => [
      'agent_id',
      'product_id',
      week.as('week'),
      eb.fn.sum<number>('score').as('total'),
      eb.fn.countAll<number>().as('count'),
      sql<number>`count(*) filter (where critical_failed)`.as('critical'),
    ])
    .where(inPeriods(periods))
    .groupBy(['agent_id', 'product_id', week]);
}

export type ScoreSum = {
  agentId: number;
  productId: number;
  week: string;
  total: number;
  count: number;
  critical: number;
};

export async function scoreSums(db: Db, periods: readonly RegionPeriod[]): Promise<ScoreSum[]> {
  if (!periods.length) return [];
  const rows = await scoreSumsQuery(db, periods).execute();
  return rows.map((r) => ({
    agentId: r.agent_id,
    productId: r.product_id,
    week: r.week,
    total: Number(r.total),
    count: Number(r.count),
    critical: Number(r.critical),
  }));
}

export function criticalFailsQuery(db: Db, periods: readonly RegionPeriod[]) {
  return db
    .selectFrom('quality_evaluations')
    .select(['id', 'call_record_id', 'created_at', 'region_id', 'agent_id', 'product_id', 'evaluator_id', 'score'])
    .where('critical_failed', '=', true)
    .where(inPeriods(periods))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
}

export async function criticalFails(db: Db, periods: readonly RegionPeriod[], page: PageRequest) {
  if (!periods.length) return { totalSize: 0, content: [] };
  const query = criticalFailsQuery(db, periods);
  return fetchPage(query, query.clearOrderBy(), page);
}
