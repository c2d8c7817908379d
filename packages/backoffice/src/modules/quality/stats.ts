/**
 * Evaluation scores per agent over a period, for the profile's statistics and leaderboards
 * (decision 1827): how many of an agent's calls were evaluated in it and the sum of their scores,
 * which add up across agents and teams where averages would not. An evaluation counts in the
 * period it was made (as the quality figures count it, decision 1814), in its call's region and
 * product. Served by quality_evaluations_agent (0064).
 */
import { type Kysely, sql, type Transaction } from 'kysely';
import { type ModuleTables, ownTables } from '../../db/owners.js';
import { type StatsFilter, statsFilterIsEmpty } from '../../platform/stats-filter.js';

export type QualityScores = { evaluations: number; scoreSum: number };

/** The grouped aggregate (exported so its plan can be checked). */
export function qualityScoresQuery<DB extends ModuleTables<'quality'>>(
  db: Kysely<DB> | Transaction<DB>,
  filter: StatsFilter,
) {
  const query = ownTables(db, 'quality')
    .selectFrom('quality_evaluations as q')
    .select([
      'q.agent_id',
      sql<number>`count(*)::int`.as('evaluations'),
      sql<number>`coalesce(sum(q.score), 0)::float8`.as('score_sum'),
    ])
    .where('q.agent_id', 'in', [...filter.accountIds])
    .where('q.created_at', '>=', filter.from)
    .where('q.created_at', '<', filter.to)
    .where('q.region_id', 'in', [...filter.regionIds])
    .groupBy('q.agent_id');
  return filter.productIds?.length ? query.where('q.product_id', 'in', [...filter.productIds]) : query;
}

export async function qualityScoresByAgent<DB extends ModuleTables<'quality'>>(
  db: Kysely<DB> | Transaction<DB>,
  filter: StatsFilter,
): Promise<Map<number, QualityScores>> {
  if (statsFilterIsEmpty(filter)) return new Map();
  const rows = await qualityScoresQuery(db, filter).execute();
  return new Map(rows.map((r) => [r.agent_id, { evaluations: Number(r.evaluations), scoreSum: Number(r.score_sum) }]));
}
