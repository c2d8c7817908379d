/**
 * The profile service (PROFILE-01..25): a profile by id for anyone who shares a region with it,
 * edits of one's own, and the statistics of an agent, a team and the leaderboard — always counted
 * over the caller's regions only.
 */
import {
  type AgentStats,
  DEFAULT_STATS_PERIOD,
  isTimeZone,
  type LeaderboardStats,
  type Profile,
  type StatsQuery,
  type TeamStats,
  type TeamsLeaderboardStats,
  type UpdateProfileBody,
} from '@umbrella/contract';
import type { Kysely } from 'kysely';
import { type Clock, systemClock } from '../../clock.js';
import { ownTables } from '../../db/owners.js';
import type { Database } from '../../db/types.js';
import type { Caller } from '../../platform/caller.js';
import { forbidden, invalid, notFound } from '../../platform/http-error.js';
import { foundInRegions } from '../../platform/region-scope.js';
import {
  type AccountProfile,
  accountTeams,
  findTeam,
  listAgents,
  loadAccountProfile,
  setAccountTimezone,
  teamsInRegions,
  usersInfoByEmail,
} from '../accounts/index.js';
import { createCatalogService } from '../catalog/index.js';
import { findPersonalDetails, savePersonalDetails } from './repo.js';
import {
  byCounts,
  byResults,
  countsByAccount,
  hasWork,
  type StatsCounts,
  statsRange,
  toFigures,
  totalCounts,
} from './statistics.js';

type ProfileCaller = Pick<Caller, 'accountId' | 'regionIds'>;
const ACCOUNT_NOT_FOUND = 'Account not found';

export function createProfileService({ db, clock = systemClock }: { db: Kysely<Database>; clock?: Clock }) {
  const catalog = createCatalogService({ db });

  /** The account when it works in one of the caller's regions; otherwise 404, as a missing one. */
  async function visibleAccount(caller: ProfileCaller, accountId: number): Promise<AccountProfile> {
    const account = await loadAccountProfile(db, accountId);
    if (!account?.regionIds.some((r) => caller.regionIds.includes(r))) throw notFound(ACCOUNT_NOT_FOUND);
    return account;
  }

  async function toProfile(caller: ProfileCaller, account: AccountProfile): Promise<Profile> {
    const [own, teams] = await Promise.all([
      findPersonalDetails(ownTables(db, 'profile'), account.id),
      accountTeams(db, account.id),
    ]);
    return {
      id: account.id,
      name: account.name,
      surname: account.surname,
      personalEmail: own?.personalEmail ?? (account.personalEmail || account.email),
      personalPhone: own?.personalPhone ?? account.personalPhone,
      personalTgLogin: own?.personalTgLogin ?? account.personalTgLogin,
      timezone: account.timezone,
      regionIds: account.regionIds.filter((r) => caller.regionIds.includes(r)),
      teamMemberInfo: teams,
    };
  }

  function filterOf(caller: ProfileCaller, query: StatsQuery, accountIds: readonly number[], regionIds?: string[]) {
    const period = query.period ?? DEFAULT_STATS_PERIOD;
    const { from, to } = statsRange(period, clock.now());
    return {
      range: { period, from: from.toISOString(), to: to.toISOString() },
      filter: { accountIds, regionIds: regionIds ?? caller.regionIds, productIds: query.productIds, from, to },
    };
  }

  return {
    /** PROFILE-03. */
    async get(caller: ProfileCaller, accountId: number): Promise<Profile> {
      return toProfile(caller, await visibleAccount(caller, accountId));
    },

    /** PROFILE-16..21: one's own profile only; the timezone is the account's (decision 1611). */
    async update(caller: ProfileCaller, accountId: number, body: UpdateProfileBody): Promise<Profile> {
      await visibleAccount(caller, accountId);
      if (accountId !== caller.accountId) throw forbidden('Only your own profile can be edited');
      const personalEmail = body.personalEmail.trim();
      const personalTgLogin = body.personalTgLogin.trim();
      const timezone = body.timezone.trim();
      if (!personalTgLogin) throw invalid('personalTgLogin', 'is required');
      if (!isTimeZone(timezone)) throw invalid('timezone', 'is not a known time zone');
      await db.transaction().execute(async (trx) => {
        await savePersonalDetails(
          ownTables(trx, 'profile'),
          accountId,
          { personalEmail, personalPhone: body.personalPhone ?? '', personalTgLogin },
          clock.now(),
        );
        await setAccountTimezone(trx, accountId, timezone);
      });
      return toProfile(caller, await visibleAccount(caller, accountId));
    },

    /** PROFILE-15: the caller's regions among `ids`. */
    regions: (caller: ProfileCaller, ids: readonly string[]) =>
      catalog.regions(ids.filter((id) => caller.regionIds.includes(id))),

    /** PROFILE-15: everyone of the caller's regions, keyed by e-mail. */
    usersInfo: (caller: ProfileCaller) => usersInfoByEmail(db, caller.regionIds),

    async agentStats(caller: ProfileCaller, accountId: number, query: StatsQuery): Promise<AgentStats> {
      await visibleAccount(caller, accountId);
      const { range, filter } = filterOf(caller, query, [accountId]);
      const counts = await countsByAccount(db, filter);
      return { ...range, accountId, figures: toFigures(totalCounts(counts.values())) };
    },

    /** A team's work in its own region: its members best first, and their total. */
    async teamStats(caller: ProfileCaller, teamId: number, query: StatsQuery): Promise<TeamStats> {
      const team = foundInRegions(caller, await findTeam(db, teamId), (t) => t.regionId, 'Team not found');
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
      const teams = await teamsInRegions(db, caller.regionIds);
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
      const agents = await listAgents(db, { regionIds: caller.regionIds });
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

export type ProfileService = ReturnType<typeof createProfileService>;
