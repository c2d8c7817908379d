/**
 * The statistics of an agent, a team and the leaderboards (PROFILE-04..14), always counted over
 * the caller's regions only.
 */
import {
  type AgentDays,
  type AgentDaysQuery,
  type AgentStats,
  DEFAULT_STATS_PERIOD,
  isTimeZone,
  type LeaderboardStats,
  type StatsQuery,
  type TeamStats,
  type TeamsLeaderboardStats,
} from '@umbrella/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/types.js';
import { invalid } from '../../platform/http-error.js';
import { foundInRegions } from '../../platform/region-scope.js';
import { accountLookup } from '../accounts/index.js';
import { type ProfileCaller, profileAccess } from './profile-access.js';
import {
  byCounts,
  byResults,
  countsByAccount,
  countsByDay,
  hasWork,
  type StatsCounts,
  statsRange,
  toFigures,
  totalCounts,
} from './statistics.js';

export function createProfileStatistics({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  const accounts = accountLookup(db);
  const visibleAccount = profileAccess(accounts);

  function filterOf(caller: ProfileCaller, query: StatsQuery, accountIds: readonly number[], regionIds?: string[]) {
    const period = query.period ?? DEFAULT_STATS_PERIOD;
    const { from, to } = statsRange(period, clock.now());
    return {
      range: { period, from: from.toISOString(), to: to.toISOString() },
      filter: { accountIds, regionIds: regionIds ?? caller.regionIds, productIds: query.productIds, from, to },
    };
  }

  return {
    async agentStats(caller: ProfileCaller, accountId: number, query: StatsQuery): Promise<AgentStats> {
      await visibleAccount(caller, accountId);
      const { range, filter } = filterOf(caller, query, [accountId]);
      const counts = await countsByAccount(db, filter);
      return { ...range, accountId, figures: toFigures(totalCounts(counts.values())) };
    },

    /** One agent's figures per day of the period, in the caller's zone unless another is named (decision 1826). */
    async agentDays(caller: ProfileCaller, accountId: number, query: AgentDaysQuery): Promise<AgentDays> {
      if (query.timeZone !== undefined && !isTimeZone(query.timeZone)) {
        throw invalid('timeZone', 'is not a known time zone');
      }
      await visibleAccount(caller, accountId);
      const timeZone = query.timeZone ?? (await accounts.profile(caller.accountId))?.timezone ?? 'UTC';
      const { range, filter } = filterOf(caller, query, [accountId]);
      const days = await countsByDay(db, filter, timeZone);
      return { ...range, accountId, timeZone, days: days.map((d) => ({ day: d.day, figures: toFigures(d.counts) })) };
    },

    /** A team's work in its own region: its members best first, and their total. */
    async teamStats(caller: ProfileCaller, teamId: number, query: StatsQuery): Promise<TeamStats> {
      const team = foundInRegions(caller, await accounts.team(teamId), (t) => t.regionId, 'Team not found');
      const { range, filter } = filterOf(
        caller,
        query,
        team.members.map((m) => m.id),
        [team.regionId],
      );
      const counts = await countsByAccount(db, filter);
      const members = team.members
        .map((m) => ({ ...m, counts: counts.get(m.id) ?? totalCounts([]) }))
        .sort(byResults)
        .map((m) => ({ accountId: m.id, name: m.name, surname: m.surname, figures: toFigures(m.counts) }));
      return {
        ...range,
        teamId: team.id,
        teamName: team.name,
        figures: toFigures(totalCounts(counts.values())),
        members,
      };
    },

    /**
     * Every team of the caller's regions, best first: each team's members' work in the team's
     * region, added up (one set of aggregates per region).
     */
    async teamsLeaderboard(caller: ProfileCaller, query: StatsQuery): Promise<TeamsLeaderboardStats> {
      const teams = await accounts.teamsInRegions(caller.regionIds);
      const { range, filter: base } = filterOf(caller, query, []);
      const rows: { teamId: number; teamName: string; regionId: string; counts: StatsCounts }[] = [];
      for (const regionId of caller.regionIds) {
        const here = teams.filter((team) => team.regionId === regionId);
        const ids = [...new Set(here.flatMap((team) => team.members.map((m) => m.id)))];
        const counts = await countsByAccount(db, { ...base, accountIds: ids, regionIds: [regionId] });
        for (const team of here) {
          const total = totalCounts(team.members.map((m) => counts.get(m.id) ?? totalCounts([])));
          rows.push({ teamId: team.id, teamName: team.name, regionId, counts: total });
        }
      }
      rows.sort((a, b) => byCounts(a.counts, b.counts) || a.teamName.localeCompare(b.teamName));
      return {
        ...range,
        rows: rows.map(({ teamId, teamName, regionId, counts }) => ({
          teamId,
          teamName,
          regionId,
          figures: toFigures(counts),
        })),
      };
    },

    /** Everyone of the caller's regions who worked in the period, best first. */
    async leaderboard(caller: ProfileCaller, query: StatsQuery): Promise<LeaderboardStats> {
      const agents = await accounts.agents({ regionIds: caller.regionIds });
      const { range, filter } = filterOf(
        caller,
        query,
        agents.map((a) => a.id),
      );
      const counts = await countsByAccount(db, filter);
      const rows = agents
        .map((a) => ({ ...a, counts: counts.get(a.id) ?? totalCounts([]) }))
        .filter((a) => hasWork(a.counts))
        .sort(byResults)
        .map((a) => ({ accountId: a.id, name: a.name, surname: a.surname, figures: toFigures(a.counts) }));
      return { ...range, rows };
    },
  };
}
