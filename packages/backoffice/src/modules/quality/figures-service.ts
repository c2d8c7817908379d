/**
 * Quality figures (decision 1814): for the caller's regions over some weeks (each region's weeks in
 * its zone), the average score per agent, per team (the agent's groups) and per product, overall
 * and week by week, with the critical fails counted and listed.
 */
import {
  addDays,
  type QualityCriticalFailPage,
  type QualityFigures,
  type QualitySeries,
  REGIONS,
  weekMonday,
  zonedInstant,
} from '@umbrella/contract';
import type { Kysely } from 'kysely';
import { ownTables } from '../../db/owners.js';
import type { Database } from '../../db/types.js';
import type { Caller } from '../../platform/caller.js';
import { invalid } from '../../platform/http-error.js';
import { scopedRegionIds } from '../../platform/region-scope.js';
import { accountLookup } from '../accounts/index.js';
import { createCatalogService } from '../catalog/index.js';
import * as repo from './figures-repo.js';

type FiguresCaller = Pick<Caller, 'accountId' | 'regionIds'>;
export type FiguresQuery = { from?: string; to?: string; regionId?: string };

/** Weeks shown when the request names none: this one and the seven before. */
const DEFAULT_WEEKS = 8;
const MAX_WEEKS = 53;

const round1 = (n: number) => Math.round(n * 10) / 10;
const zoneOf = (regionId: string) => REGIONS.find((r) => r.id === regionId)?.timezone ?? 'UTC';
const fullName = (a?: { name: string; surname: string }) => (a ? [a.name, a.surname].filter(Boolean).join(' ') : '');

type Acc = { total: number; count: number; critical: number; weeks: Map<string, { total: number; count: number }> };

function add(map: Map<number, Acc>, id: number, s: repo.ScoreSum) {
  const acc = map.get(id) ?? { total: 0, count: 0, critical: 0, weeks: new Map() };
  acc.total += s.total;
  acc.count += s.count;
  acc.critical += s.critical;
  const week = acc.weeks.get(s.week) ?? { total: 0, count: 0 };
  week.total += s.total;
  week.count += s.count;
  acc.weeks.set(s.week, week);
  map.set(id, acc);
}

function series(map: Map<number, Acc>, nameOf: (id: number) => string): QualitySeries[] {
  return [...map]
    .map(([id, acc]) => ({
      id,
      name: nameOf(id),
      average: round1(acc.total / acc.count),
      count: acc.count,
      criticalFails: acc.critical,
      weeks: [...acc.weeks]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([week, w]) => ({ week, average: round1(w.total / w.count), count: w.count })),
    }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

export function createFiguresService({
  db: appDb,
  now = () => new Date(),
}: {
  db: Kysely<Database>;
  now?: () => Date;
}) {
  const db = ownTables(appDb, 'quality');
  const people = accountLookup(appDb);
  const catalog = createCatalogService({ db: appDb });

  /** The period's Mondays and each region's instants; 400 naming `from` when it is too long or reversed. */
  function period(caller: FiguresCaller, query: FiguresQuery) {
    const to = weekMonday(query.to ?? now().toISOString().slice(0, 10));
    const from = weekMonday(query.from ?? addDays(to, -7 * (DEFAULT_WEEKS - 1)));
    const weeks: string[] = [];
    for (let w = from; w <= to && weeks.length <= MAX_WEEKS; w = addDays(w, 7)) weeks.push(w);
    if (from > to) throw invalid('from', 'is after to');
    if (weeks.length > MAX_WEEKS) throw invalid('from', { key: 'spansMoreWeeks', values: { limit: MAX_WEEKS } });
    const periods = scopedRegionIds(caller, query.regionId ? [query.regionId] : undefined).map((regionId) => ({
      regionId,
      from: zonedInstant(from, '00:00', zoneOf(regionId)),
      to: zonedInstant(addDays(to, 7), '00:00', zoneOf(regionId)),
    }));
    return { from, to, weeks, periods };
  }

  return {
    async figures(caller: FiguresCaller, query: FiguresQuery): Promise<QualityFigures> {
      const { from, to, weeks, periods } = period(caller, query);
      const sums = await repo.scoreSums(db, periods);
      const agentIds = [...new Set(sums.map((s) => s.agentId))];
      const [accounts, groups, products] = await Promise.all([
        people.summaries(agentIds),
        people.groupsOf(agentIds),
        catalog.products([...new Set(sums.map((s) => s.productId))]),
      ]);
      const byAgent = new Map<number, Acc>();
      const byTeam = new Map<number, Acc>();
      const byProduct = new Map<number, Acc>();
      const teamNames = new Map<number, string>();
      for (const s of sums) {
        add(byAgent, s.agentId, s);
        add(byProduct, s.productId, s);
        // An agent in two teams counts in both.
        for (const g of groups.get(s.agentId) ?? []) {
          teamNames.set(g.id, g.name);
          add(byTeam, g.id, s);
        }
      }
      return {
        from,
        to,
        weeks,
        agents: series(byAgent, (id) => fullName(accounts.get(id))),
        teams: series(byTeam, (id) => teamNames.get(id) ?? ''),
        products: series(byProduct, (id) => products.get(id)?.name ?? ''),
      };
    },

    async criticalFails(
      caller: FiguresCaller,
      query: FiguresQuery & { page: number; size: number },
    ): Promise<QualityCriticalFailPage> {
      const { periods } = period(caller, query);
      const page = await repo.criticalFails(db, periods, query);
      const [accounts, products] = await Promise.all([
        people.summaries(page.content.flatMap((e) => [e.agent_id, e.evaluator_id])),
        catalog.products([...new Set(page.content.map((e) => e.product_id))]),
      ]);
      return {
        totalSize: page.totalSize,
        content: page.content.map((e) => ({
          evaluationId: e.id,
          callId: e.call_record_id,
          createdAt: new Date(e.created_at).toISOString(),
          regionId: e.region_id,
          agentId: e.agent_id,
          agentName: fullName(accounts.get(e.agent_id)),
          productId: e.product_id,
          productName: products.get(e.product_id)?.name ?? '',
          evaluatorName: fullName(accounts.get(e.evaluator_id)),
          score: e.score,
        })),
      };
    },
  };
}
